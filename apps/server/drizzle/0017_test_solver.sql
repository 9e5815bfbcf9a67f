CREATE TYPE "public"."test_solver_state" AS ENUM('UPLOADING', 'UPLOAD_FAILED', 'SOLVING', 'SOLVING_FAILED', 'SOLVED', 'DEFAULT');--> statement-breakpoint
CREATE TYPE "public"."zadanie_check" AS ENUM('ZGODNE', 'NIEZGODNE', 'NIESPRAWDZONE');--> statement-breakpoint
CREATE TYPE "public"."zadanie_state" AS ENUM('PENDING', 'SOLVING', 'SOLVED', 'FAILED', 'SKIPPED');--> statement-breakpoint
CREATE TYPE "public"."zadanie_type" AS ENUM('ZAMKNIETE', 'OBLICZENIOWE', 'OTWARTE');--> statement-breakpoint
CREATE TABLE "test_solvers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"title" text NOT NULL,
	"state" "test_solver_state" DEFAULT 'UPLOADING' NOT NULL,
	"polecenie" text,
	"przedmiot" text,
	"doc_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"extracted_pages" integer DEFAULT 0 NOT NULL,
	"partial_pages" integer[] DEFAULT '{}'::int[] NOT NULL,
	"notice" text,
	"solved_doc_id" uuid,
	"error" text,
	"usage_reserved_at" timestamp with time zone NOT NULL,
	"usage_released" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zadania" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"test_solver_id" uuid NOT NULL,
	"order" integer NOT NULL,
	"number_exercise" text NOT NULL,
	"question" text NOT NULL,
	"type" "zadanie_type" NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"points" integer,
	"pages" integer[] DEFAULT '{}'::int[] NOT NULL,
	"state" "zadanie_state" DEFAULT 'PENDING' NOT NULL,
	"answer" text,
	"explanation" text,
	"dlaczego" text,
	"check" "zadanie_check",
	"check_message" text,
	"error" text,
	"attempt" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_messages" ADD COLUMN "zadanie_id" uuid;--> statement-breakpoint
CREATE INDEX "test_solvers_user_idx" ON "test_solvers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "test_solvers_workspace_idx" ON "test_solvers" USING btree ("user_id","workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "zadania_order_idx" ON "zadania" USING btree ("test_solver_id","order");--> statement-breakpoint
CREATE INDEX "zadania_user_idx" ON "zadania" USING btree ("user_id","test_solver_id");