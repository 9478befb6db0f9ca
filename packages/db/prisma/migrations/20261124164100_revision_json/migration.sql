-- A revision's snapshot and change summary are kept as the text they were written in (`json`),
-- not taken apart into `jsonb`: they are written on every change, read back whole, and only
-- the latest one of a product is ever looked into by SQL (cast where it is). Measured with
-- 20,000 revisions of a 20-value product: 2.11 s written as jsonb, 1.21 s as json.
ALTER TABLE "product_revisions"
  ALTER COLUMN "change_summary" DROP DEFAULT,
  ALTER COLUMN "change_summary" SET DATA TYPE JSON USING "change_summary"::json,
  ALTER COLUMN "change_summary" SET DEFAULT '[]',
  ALTER COLUMN "snapshot" SET DATA TYPE JSON USING "snapshot"::json;
