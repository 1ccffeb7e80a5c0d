-- Search (issue 10): trigram indexes so res/api/es/search finds a keyword inside a title or the
-- segmented terms (ILIKE '%kw%') without reading every document of a site. PGlite loads the
-- extension from @electric-sql/pglite/contrib (db/database.ts); PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_documents_title_trgm_idx" ON "search_documents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_documents_terms_trgm_idx" ON "search_documents" USING gin ("terms" gin_trgm_ops);
