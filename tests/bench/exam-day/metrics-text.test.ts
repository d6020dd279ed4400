import { describe, expect, it } from 'vitest';
import { countedRequests, difference, parseMetrics, sum } from './metrics-text.ts';

const TEXT = `# HELP candidate_portal_http_request_duration_seconds Time from receiving a request.
# TYPE candidate_portal_http_request_duration_seconds histogram
candidate_portal_http_request_duration_seconds_bucket{le="0.005",method="POST",route="/api/graphql",status_code="200"} 3
candidate_portal_http_request_duration_seconds_sum{method="POST",route="/api/graphql",status_code="200"} 0.5
candidate_portal_http_request_duration_seconds_count{method="POST",route="/api/graphql",status_code="200"} 40
candidate_portal_http_request_duration_seconds_count{method="POST",route="/auth/login",status_code="200"} 5
candidate_portal_http_request_duration_seconds_count{method="GET",route="/metrics",status_code="200"} 3
candidate_portal_http_request_duration_seconds_count{method="GET",route="/readyz",status_code="200"} 9
candidate_portal_graphql_operation_duration_seconds_count{operation="SubmitItemResponse",status_code="200"} 30
candidate_portal_graphql_operation_duration_seconds_count{operation="SubmitItemResponse",status_code="503"} 2
candidate_portal_graphql_operation_duration_seconds_count{operation="GetUserBootstrap",status_code="200"} 8
nodejs_eventloop_lag_seconds 0.01
odd_label{text="a \\"quoted\\" value, with a comma"} 1
`;

describe('parseMetrics', () => {
  it('reads names, labels (quotes and commas inside) and values', () => {
    const samples = parseMetrics(TEXT);
    expect(samples.find((s) => s.name === 'odd_label')).toEqual({
      name: 'odd_label',
      labels: { text: 'a "quoted" value, with a comma' },
      value: 1,
    });
    expect(samples.find((s) => s.name === 'nodejs_eventloop_lag_seconds')?.value).toBe(0.01);
  });
});

describe('countedRequests', () => {
  it("counts the candidates' requests (not the operator's) and GraphQL ones by operation", () => {
    expect(countedRequests(parseMetrics(TEXT))).toEqual({
      total: 45,
      byOperation: { SubmitItemResponse: 32, GetUserBootstrap: 8 },
    });
  });

  it('subtracts and adds counts', () => {
    const a = { total: 10, byOperation: { X: 4 } };
    const b = { total: 25, byOperation: { X: 6, Y: 1 } };
    expect(difference(b, a)).toEqual({ total: 15, byOperation: { X: 2, Y: 1 } });
    expect(sum(a, b)).toEqual({ total: 35, byOperation: { X: 10, Y: 1 } });
  });
});
