CREATE TYPE "public"."essay_language_level" AS ENUM('PROSTSZY', 'STANDARDOWY', 'ZAAWANSOWANY');--> statement-breakpoint
CREATE TYPE "public"."essay_mode" AS ENUM('FROM_REVEW', 'FULL', 'HELPER', 'STRUCTURE');--> statement-breakpoint
CREATE TYPE "public"."essay_state" AS ENUM('CREATED', 'CREATING', 'FINALIZATION', 'FINALIZATION_FAILED', 'FINALIZATION_REVIEW', 'FINALIZATION_REVIEW_FAILED', 'FINALIZED', 'FINISHED', 'INITIAL');--> statement-breakpoint
CREATE TYPE "public"."segment_type" AS ENUM('ARGUMENT', 'KONTEKST', 'WSTEP', 'ZAKONCZENIE');--> statement-breakpoint
CREATE TYPE "public"."text_action" AS ENUM('EASIER_LANGUAGE', 'FIX_GRAMMAR', 'GENERATE_TEXT', 'HARDER_LANGUAGE', 'IMPROVE', 'MAKE_LONGER', 'MAKE_SHORTER', 'REWRITE');--> statement-breakpoint
CREATE TABLE "rozprawka_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"przedmiot" text NOT NULL,
	"poziom" text NOT NULL,
	"temat" text NOT NULL,
	"content" text,
	"state" "essay_state" DEFAULT 'CREATED' NOT NULL,
	"dysleksja" boolean DEFAULT false NOT NULL,
	"rozprawka_id" uuid,
	"user_doc_id" uuid,
	"grading" jsonb,
	"summary" text,
	"improvements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"notice" text,
	"usage_reserved_at" timestamp with time zone NOT NULL,
	"usage_released" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rozprawka_rewrites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"rozprawka_id" uuid NOT NULL,
	"segment_id" uuid NOT NULL,
	"content" text NOT NULL,
	"instruction" text,
	"action" text_action,
	"discarded" boolean DEFAULT false NOT NULL,
	"accepted" boolean DEFAULT false NOT NULL,
	"previous_content" text,
	"uwagi" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rozprawka_segments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"rozprawka_id" uuid NOT NULL,
	"order" integer NOT NULL,
	"type" "segment_type" NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"content_json" jsonb,
	"explanation" text,
	"helper_content" text,
	"lektura_id" text,
	"uwagi" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rozprawki" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"type" "essay_mode" NOT NULL,
	"temat" text NOT NULL,
	"przedmiot" text NOT NULL,
	"poziom" text NOT NULL,
	"state" "essay_state" DEFAULT 'CREATED' NOT NULL,
	"liczba_argumentow" integer NOT NULL,
	"poziom_jezyka" "essay_language_level" DEFAULT 'STANDARDOWY' NOT NULL,
	"polecenie" text,
	"lektury_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"plan" jsonb,
	"review_id" uuid,
	"error" text,
	"notice" text,
	"usage_reserved_at" timestamp with time zone NOT NULL,
	"usage_released" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rozprawka_reviews_user_idx" ON "rozprawka_reviews" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "rozprawka_reviews_workspace_idx" ON "rozprawka_reviews" USING btree ("user_id","workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "rozprawka_rewrites_segment_idx" ON "rozprawka_rewrites" USING btree ("user_id","segment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rozprawka_segments_order_idx" ON "rozprawka_segments" USING btree ("rozprawka_id","order");--> statement-breakpoint
CREATE INDEX "rozprawki_user_idx" ON "rozprawki" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "rozprawki_workspace_idx" ON "rozprawki" USING btree ("user_id","workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "rozprawki_review_idx" ON "rozprawki" USING btree ("user_id","review_id");