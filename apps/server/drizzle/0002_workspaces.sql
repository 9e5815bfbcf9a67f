CREATE TYPE "public"."workspace_type" AS ENUM('AITUTOR', 'DEFAULT', 'GENERAL', 'PUBLIC_ENTITIES');--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "workspace_type" DEFAULT 'DEFAULT' NOT NULL,
	"name" text NOT NULL,
	"temat_id" uuid,
	"zbior_cke_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "workspaces_user_updated_idx" ON "workspaces" USING btree ("user_id","updated_at");