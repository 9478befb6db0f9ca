-- The lockout now counts every password check before it is made (not failures after the
-- fact), so concurrent attempts cannot all slip past the check: the column says so.
ALTER TABLE "login_throttles" RENAME COLUMN "failed_count" TO "attempt_count";
