CREATE TYPE "public"."cke_poziom" AS ENUM('MATURA_ROZSZERZONA', 'MAUTURA_PODSTAWOWA', 'PODSTAWOWKA');--> statement-breakpoint
CREATE TYPE "public"."poziom" AS ENUM('PODSTAWOWY_JEDEN', 'PODSTAWOWY_DWA', 'PODSTAWOWY_TRZY', 'PODSTAWOWY_CZTERY', 'PODSTAWOWY_PIEC', 'PODSTAWOWY_SZESC', 'PODSTAWOWY_SIEDEM', 'PODSTAWOWY_OSIEM', 'SREDNI_JEDEN', 'SREDNI_DWA', 'SREDNI_TRZY', 'SREDNI_CZTERY', 'SREDNI_PIEC', 'STUDIA');--> statement-breakpoint
CREATE TYPE "public"."przedmiot" AS ENUM('all', 'biology', 'chemistry', 'english', 'geography', 'history', 'hit', 'infromatyka', 'mathematics', 'nature', 'niemiecki', 'physics', 'polish', 'wos');--> statement-breakpoint
CREATE TABLE "cke_exams" (
	"id" text PRIMARY KEY NOT NULL,
	"exam" text NOT NULL,
	"subject" text NOT NULL,
	"level" text NOT NULL,
	"task" text NOT NULL,
	"total_points" integer NOT NULL,
	"min_words" integer,
	"word_range" text,
	"duration_min" integer,
	"criteria" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"confidence" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"name_pl" text NOT NULL,
	"name_pl_full" text NOT NULL,
	"name_en" text NOT NULL,
	"iso_standard" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lektury" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"author" text NOT NULL,
	"epoka" text NOT NULL,
	"school_level" text NOT NULL,
	"classes" text,
	"scope" text,
	"year" integer,
	"lista" text,
	"egzamin_osmoklasisty" boolean DEFAULT false NOT NULL,
	"matura_sheet_2025" boolean DEFAULT false NOT NULL,
	"zakres" text,
	"notes" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "levels" (
	"id" "poziom" PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_seeds" (
	"dataset" text PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" "przedmiot" PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"short_label" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tematy" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seed_key" text,
	"przedmiot" "przedmiot" NOT NULL,
	"poziom" "poziom" NOT NULL,
	"base" boolean DEFAULT false NOT NULL,
	"cke_poziom" "cke_poziom",
	"temat" text NOT NULL,
	"pod_tematy" text[] DEFAULT '{}'::text[] NOT NULL,
	"podrecznik_id" uuid,
	"content" text,
	"zadanie_id" uuid,
	"visible" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lektury_school_level_idx" ON "lektury" USING btree ("school_level","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "tematy_seed_key_idx" ON "tematy" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "tematy_przedmiot_poziom_idx" ON "tematy" USING btree ("przedmiot","poziom","sort_order");