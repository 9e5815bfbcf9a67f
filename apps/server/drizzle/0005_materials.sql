CREATE TYPE "public"."document_state" AS ENUM('UPLOADING', 'UPLOAD_FAILED', 'SOLVING', 'SOLVING_FAILED', 'SOLVED');--> statement-breakpoint
CREATE TYPE "public"."document_type" AS ENUM('DOCX', 'IMAGE', 'PDF', 'TXT', 'VOICE');--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"bucket_key" text NOT NULL,
	"content_type" text NOT NULL,
	"original_file_name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_docs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"type" "document_type" NOT NULL,
	"state" "document_state" DEFAULT 'UPLOADING' NOT NULL,
	"name" text NOT NULL,
	"content" text,
	"content_json" jsonb,
	"file_id" uuid,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_docs" ADD CONSTRAINT "user_docs_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_user_idx" ON "files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_docs_workspace_idx" ON "user_docs" USING btree ("user_id","workspace_id","created_at");