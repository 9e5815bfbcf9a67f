CREATE TYPE "public"."content_type" AS ENUM('PRACTICE', 'THEORY');--> statement-breakpoint
CREATE TYPE "public"."question_type" AS ENUM('OTWARTE', 'ZAMKNIETE');--> statement-breakpoint
CREATE TYPE "public"."quiz_detail_scale" AS ENUM('NORMALNY', 'PROSTSZY', 'TRUDNIEJSZY');--> statement-breakpoint
CREATE TYPE "public"."quiz_state" AS ENUM('CREATED', 'INITIAL_PENDING', 'INITIAL_READY', 'INITIAL_FAILED', 'MAIN_PENDING', 'MAIN_READY');--> statement-breakpoint
CREATE TABLE "quiz_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"quiz_result_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"option_id" text,
	"user_answer" text NOT NULL,
	"is_correct" boolean,
	"points" real,
	"review" jsonb,
	"review_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"title" text NOT NULL,
	"sources_id" uuid,
	"user_doc_id" uuid,
	"lektura_id" text,
	"rozdzial_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"quiz_id" uuid NOT NULL,
	"quiz_flow_id" uuid NOT NULL,
	"order" integer NOT NULL,
	"kind" "question_type" NOT NULL,
	"question" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct_option_id" text,
	"reference_answer" text NOT NULL,
	"expects_value" boolean DEFAULT false NOT NULL,
	"explanation" text NOT NULL,
	"points" integer DEFAULT 1 NOT NULL,
	"passage" jsonb,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"quiz_id" uuid NOT NULL,
	"instant_feedback" boolean DEFAULT true NOT NULL,
	"is_finished" boolean DEFAULT false NOT NULL,
	"score" real,
	"max_score" integer NOT NULL,
	"session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"quiz_flow_id" uuid NOT NULL,
	"name" text NOT NULL,
	"detail_scale" "quiz_detail_scale" NOT NULL,
	"requested_count" integer NOT NULL,
	"question_types" text[] NOT NULL,
	"type" "content_type" DEFAULT 'THEORY' NOT NULL,
	"state" "quiz_state" DEFAULT 'CREATED' NOT NULL,
	"mistakes_of_result_id" uuid,
	"error" text,
	"notice" text,
	"usage_reserved_at" timestamp with time zone NOT NULL,
	"usage_released" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_answers_question_idx" ON "quiz_answers" USING btree ("quiz_result_id","question_id");--> statement-breakpoint
CREATE INDEX "quiz_flows_workspace_idx" ON "quiz_flows" USING btree ("user_id","workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "quiz_flows_user_doc_idx" ON "quiz_flows" USING btree ("user_id","user_doc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_questions_order_idx" ON "quiz_questions" USING btree ("quiz_id","order");--> statement-breakpoint
CREATE INDEX "quiz_questions_flow_idx" ON "quiz_questions" USING btree ("quiz_flow_id","fingerprint");--> statement-breakpoint
CREATE INDEX "quiz_results_quiz_idx" ON "quiz_results" USING btree ("user_id","quiz_id","created_at");--> statement-breakpoint
CREATE INDEX "quizzes_workspace_idx" ON "quizzes" USING btree ("user_id","workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "quizzes_flow_idx" ON "quizzes" USING btree ("quiz_flow_id","created_at");