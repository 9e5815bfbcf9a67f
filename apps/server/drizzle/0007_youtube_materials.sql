CREATE TYPE "public"."source_type" AS ENUM('NOTATKA', 'ROZPRAWKA', 'ROZWIAZANE_ZADANIA', 'SPRAWDZIAN', 'YOUTUBE');--> statement-breakpoint
ALTER TABLE "user_docs" ADD COLUMN "source_type" "source_type" DEFAULT 'NOTATKA' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_docs" ADD COLUMN "youtube_metadata" jsonb;