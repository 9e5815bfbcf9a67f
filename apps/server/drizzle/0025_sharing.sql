CREATE TABLE "share_copies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"copy_id" uuid,
	"workspace_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "share_copies_recipient_idx" ON "share_copies" USING btree ("share_id","user_id");--> statement-breakpoint
CREATE INDEX "share_copies_user_idx" ON "share_copies" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shares_token_idx" ON "shares" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "shares_active_item_idx" ON "shares" USING btree ("owner_id","kind","item_id") WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX "shares_workspace_idx" ON "shares" USING btree ("owner_id","workspace_id");