CREATE TYPE "public"."book_type" AS ENUM('PODRECZNIK', 'ZBIOR_ZADAN');--> statement-breakpoint
CREATE TABLE "library_books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seed_key" text,
	"title" text NOT NULL,
	"isbn" text,
	"przedmiot" "przedmiot" NOT NULL,
	"poziom" "poziom" NOT NULL,
	"klasa" integer,
	"type" "book_type" DEFAULT 'PODRECZNIK' NOT NULL,
	"wydawnictwo" text,
	"authors" text[] DEFAULT '{}'::text[] NOT NULL,
	"release_date" text,
	"link" text,
	"image_url" text,
	"demo" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_chapters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"book_id" uuid NOT NULL,
	"parent_id" uuid,
	"toc_id" text NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"raw_name" text NOT NULL,
	"page" integer,
	"content" text,
	"order" integer NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_chapters" ADD CONSTRAINT "library_chapters_book_id_library_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."library_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_chapters" ADD CONSTRAINT "library_chapters_parent_id_library_chapters_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."library_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_books_seed_key_idx" ON "library_books" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "library_books_isbn_idx" ON "library_books" USING btree ("isbn");--> statement-breakpoint
CREATE INDEX "library_books_catalogue_idx" ON "library_books" USING btree ("przedmiot","poziom","visible");--> statement-breakpoint
CREATE UNIQUE INDEX "library_chapters_toc_idx" ON "library_chapters" USING btree ("book_id","toc_id");--> statement-breakpoint
CREATE INDEX "library_chapters_parent_idx" ON "library_chapters" USING btree ("parent_id");