CREATE TABLE "retrieval_chunks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"workspace_id" uuid,
	"source_kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"text" text NOT NULL,
	"page" integer,
	"start_seconds" real,
	"end_seconds" real,
	"char_start" integer NOT NULL,
	"char_end" integer NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', kreda_unaccent(lower("text")))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "retrieval_chunks_source_idx" ON "retrieval_chunks" USING btree ("user_id","source_kind","source_id","ordinal");--> statement-breakpoint
CREATE INDEX "retrieval_chunks_search_idx" ON "retrieval_chunks" USING gin ("search");