-- Answer sets staff hand out with a signed link (GET /public/tmp?token=).
CREATE TABLE tmp_answers (
  id uuid PRIMARY KEY,
  answers jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
