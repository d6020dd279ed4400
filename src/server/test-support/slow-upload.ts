/**
 * The start of a resume upload as a slow client sends it: the request's headers announcing
 * `contentLength` bytes and the beginning of a multipart PDF part, the rest to follow a byte at a
 * time. For the request-timeout test (http-timeouts.test.ts) and its benchmark
 * (tests/bench/slow-uploads.ts).
 */
const BOUNDARY = 'slowupload';

export function resumeUploadHead(port: number, token: string, contentLength: number): string {
  return [
    'POST /api/candidate/v1/resume-upload HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    `Authorization: Bearer ${token}`,
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    `Content-Length: ${contentLength}`,
    '',
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="resume"; filename="slow.pdf"',
    'Content-Type: application/pdf',
    '',
    '%PDF-1.4\n',
  ].join('\r\n');
}
