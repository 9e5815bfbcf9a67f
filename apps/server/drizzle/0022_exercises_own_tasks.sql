-- The exercises module owns tasks (`Zadanie`): a task names its owner by kind and id instead of a test.
ALTER TABLE "zadania" RENAME COLUMN "test_solver_id" TO "owner_id";--> statement-breakpoint
DROP INDEX "zadania_order_idx";--> statement-breakpoint
DROP INDEX "zadania_user_idx";--> statement-breakpoint
-- Every existing task is a test's: it keeps its test as its owner, of kind `test`.
ALTER TABLE "zadania" ADD COLUMN "owner_kind" text NOT NULL DEFAULT 'test';--> statement-breakpoint
ALTER TABLE "zadania" ALTER COLUMN "owner_kind" DROP DEFAULT;--> statement-breakpoint
CREATE UNIQUE INDEX "zadania_owner_order_idx" ON "zadania" USING btree ("owner_kind","owner_id","order");--> statement-breakpoint
CREATE INDEX "zadania_user_owner_idx" ON "zadania" USING btree ("user_id","owner_id");