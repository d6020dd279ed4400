-- The session rule, written once (docs/decisions/050 and 057): a session is 'active' while it is
-- not revoked, not expired, and was used within its idle limit (SESSION_IDLE_TIMEOUT_MS plus the
-- refresh's resolution: sessions.ts idleLimitMs); 'idle' when only the last fails; else 'ended'.
-- Used by the session lookup, the user's session list and the answer's recheck below.
CREATE FUNCTION session_state(s sessions, idle_limit_ms double precision) RETURNS text
  LANGUAGE sql STABLE
  AS $$
    SELECT CASE
      WHEN s.revoked_at IS NOT NULL OR s.expires_at <= now() THEN 'ended'
      WHEN s.last_seen_at <= now() - idle_limit_ms * interval '1 millisecond' THEN 'idle'
      ELSE 'active'
    END
  $$;
--> statement-breakpoint
-- SubmitItemResponse as one statement (modules/assessments/answers.ts, docs/decisions/038 and 057).
-- PL/pgSQL keeps its plan per connection, so PostgreSQL plans it once per connection, behind
-- PgBouncer's transaction pooling too. In order:
--   caller:  the session, when it was not looked up for this request (p_session_id), is active;
--   outcome: the caller's section of the item, held FOR SHARE against a close (closing.ts), and
--            the verdict: open, not voided, the values fit (p_fits), in time (answer-rules.ts
--            judgeTiming, in SQL: decisions 047 and 053), not out of order;
--   claim:   with p_claim, the idempotency key claimed with the response, only when accepted and
--            signed in (a key past its lifetime is taken over as new, as idempotency.ts does);
--            without it the caller's transaction (runIdempotent) holds the key already;
--   writes:  the contact and the answer saved (or cleared, for no values), only when claimed;
-- then one row: what happened, and what a refusal is explained from (answers.ts).
CREATE FUNCTION submit_item_response(
  p_user_id uuid,
  p_key text,
  p_operation text,
  p_request_hash text,
  p_keys_expired_before timestamptz,
  p_claim boolean,
  p_session_id uuid,
  p_token_hash text,
  p_idle_limit_ms double precision,
  p_assessment_id text,
  p_section_id text,
  p_item_id text,
  p_fits boolean,
  p_values jsonb,
  p_now timestamptz,
  p_answered_at timestamptz,
  p_started_by timestamptz,
  p_grace_ms double precision,
  p_grace_budget_ms double precision,
  p_outbox_id text,
  p_sequence integer
) RETURNS TABLE (
  signed_in boolean,
  accepted boolean,
  claimed boolean,
  response jsonb,
  status text,
  assessment_status text,
  deadline_ms double precision,
  started_ms double precision,
  gained_elsewhere_ms double precision,
  contact_since boolean,
  out_of_order boolean
) LANGUAGE plpgsql AS $submit_item_response$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH caller AS (
    SELECT p_session_id IS NULL OR EXISTS (
      SELECT 1 FROM sessions s
      WHERE s.id = p_session_id AND s.token_hash = p_token_hash
        AND session_state(s, p_idle_limit_ms) = 'active') AS signed_in
  ),
  section AS (
    SELECT cs.candidate_assessment_id, cs.section_id, cs.status, cs.started_at, cs.deadline_at,
      ca.status AS assessment_status,
      (extract(epoch FROM p_now) * 1000)::float8 AS now_ms,
      cs.deadline_at IS NOT NULL AND cs.deadline_at < p_now AS late
    FROM candidate_sections cs
    JOIN candidate_assessments ca ON ca.user_id = cs.user_id AND ca.id = cs.candidate_assessment_id
    WHERE ca.user_id = p_user_id AND ca.assessment_id = p_assessment_id
      AND cs.user_id = p_user_id AND cs.section_id = p_section_id
    FOR SHARE OF cs
  ),
  judged AS (
    SELECT x.*,
      -- Asked only past the deadline (CASE evaluates its branch only when taken): a contact from
      -- the attempt after the answer's creation and by the deadline (decision 047) ...
      CASE WHEN x.late THEN EXISTS (
        SELECT 1 FROM section_contacts c
        WHERE c.user_id = p_user_id AND c.candidate_assessment_id = x.candidate_assessment_id
          AND c.section_id = x.section_id
          AND c.last_contact_at > p_answered_at AND c.last_contact_at <= x.deadline_at)
      ELSE false END AS contact_since,
      -- ... and the late time the attempt's other sections gained, per section the greatest of
      -- its senders' (decision 053).
      CASE WHEN x.late THEN (
        SELECT coalesce(sum(g.gained), 0) FROM (
          SELECT max(c.late_gained_ms) AS gained FROM section_contacts c
          WHERE c.user_id = p_user_id AND c.candidate_assessment_id = x.candidate_assessment_id
            AND c.section_id <> x.section_id
          GROUP BY c.section_id) g)
      ELSE 0 END::float8 AS gained_elsewhere_ms,
      -- A later answer of the same outbox came first.
      p_sequence IS NOT NULL AND EXISTS (
        SELECT 1 FROM section_contacts c
        WHERE c.user_id = p_user_id AND c.candidate_assessment_id = x.candidate_assessment_id
          AND c.section_id = x.section_id AND c.outbox_id = p_outbox_id
          AND c.highest_sequence > p_sequence) AS out_of_order,
      CASE WHEN x.late THEN floor(x.now_ms - extract(epoch FROM x.deadline_at) * 1000)::int
      END AS late_by_ms
    FROM section x
  ),
  outcome AS (
    SELECT j.*,
      j.status = 'IN_PROGRESS' AND j.assessment_status <> 'VOIDED' AND p_fits
        -- Never claimed before the section started; then by the deadline, or created before it,
        -- within the grace window and the attempt's budget, with no contact since its creation.
        AND j.started_at <= p_started_by
        AND (j.deadline_at IS NULL OR j.deadline_at >= p_now
          OR (j.deadline_at >= p_now - p_grace_ms * interval '1 millisecond'
            AND j.deadline_at >= p_answered_at AND NOT j.contact_since
            AND j.now_ms - extract(epoch FROM j.deadline_at) * 1000 + j.gained_elsewhere_ms
              <= p_grace_budget_ms))
        AND NOT j.out_of_order AS accepted,
      jsonb_build_object('status', 'IN_PROGRESS',
        'timeRemaining', CASE WHEN j.deadline_at IS NULL THEN NULL ELSE greatest(0,
          floor((extract(epoch FROM j.deadline_at) * 1000 - j.now_ms) / 1000))::int END,
        'recordedLate', j.late) AS response
    FROM judged j
  ),
  claim AS (
    INSERT INTO idempotency_keys (user_id, key, operation, request_hash, response)
    SELECT p_user_id, p_key, p_operation, p_request_hash, o.response
    FROM outcome o WHERE p_claim AND o.accepted AND (SELECT c.signed_in FROM caller c)
    ON CONFLICT (user_id, key) DO UPDATE
      SET operation = excluded.operation, request_hash = excluded.request_hash,
        response = excluded.response, created_at = now()
      WHERE idempotency_keys.created_at < p_keys_expired_before
    RETURNING 1
  ),
  writing AS (
    SELECT CASE WHEN p_claim THEN EXISTS (SELECT 1 FROM claim)
      ELSE coalesce((SELECT o.accepted FROM outcome o), false) END AS yes
  ),
  -- The answer is a contact (when it arrives by the deadline), and the outbox's latest.
  contact AS (
    INSERT INTO section_contacts (user_id, candidate_assessment_id, section_id, outbox_id,
      last_contact_at, highest_sequence, late_gained_ms)
    SELECT p_user_id, o.candidate_assessment_id, p_section_id, p_outbox_id,
      CASE WHEN o.late_by_ms IS NULL THEN p_now END, p_sequence, o.late_by_ms
    FROM outcome o WHERE (SELECT w.yes FROM writing w)
    ON CONFLICT (user_id, candidate_assessment_id, section_id, outbox_id) DO UPDATE
      SET last_contact_at = greatest(section_contacts.last_contact_at, excluded.last_contact_at),
        highest_sequence = greatest(section_contacts.highest_sequence, excluded.highest_sequence),
        late_gained_ms = greatest(section_contacts.late_gained_ms, excluded.late_gained_ms)
  ),
  -- An older response arriving late (another device, a slow outbox) never replaces a newer one.
  saved AS (
    INSERT INTO item_responses (user_id, candidate_assessment_id, item_id, section_id, values,
      answered_at, received_at, late_by_ms)
    SELECT p_user_id, o.candidate_assessment_id, p_item_id, p_section_id, p_values,
      p_answered_at, p_now, o.late_by_ms
    FROM outcome o WHERE (SELECT w.yes FROM writing w) AND jsonb_array_length(p_values) > 0
    ON CONFLICT (user_id, candidate_assessment_id, item_id) DO UPDATE
      SET values = excluded.values, answered_at = excluded.answered_at,
        received_at = excluded.received_at, late_by_ms = excluded.late_by_ms
      WHERE item_responses.answered_at <= excluded.answered_at
  ),
  -- No values clears the item: its stored response goes (unless a newer one came).
  cleared AS (
    DELETE FROM item_responses r USING outcome o
    WHERE r.user_id = p_user_id AND r.candidate_assessment_id = o.candidate_assessment_id
      AND r.item_id = p_item_id AND r.answered_at <= p_answered_at
      AND (SELECT w.yes FROM writing w) AND jsonb_array_length(p_values) = 0
  )
  SELECT c.signed_in, coalesce(o.accepted, false), w.yes, o.response,
    o.status::text, o.assessment_status::text,
    (extract(epoch FROM o.deadline_at) * 1000)::float8,
    (extract(epoch FROM o.started_at) * 1000)::float8,
    o.gained_elsewhere_ms, o.contact_since, o.out_of_order
  FROM caller c CROSS JOIN writing w LEFT JOIN outcome o ON true;
END
$submit_item_response$;
