-- Staff find a borrower by the start of any word of the name ("Somchai", "Jaidee", "somchai jai"),
-- through a b-tree range per lender whose length is the number of namesakes. The trigram index it
-- replaces served any part of a name ("chai"), but every such search read posting lists that grow
-- with the whole book (docs/scaling.md).
CREATE TABLE "user_name_starts" (
	"company_id" integer NOT NULL,
	"name_from" text NOT NULL,
	"user_id" integer NOT NULL
);
--> statement-breakpoint
-- A name from each of its words on, lower-case, runs of white space as one space: what a search
-- is compared with (the search text goes through the same lower(), so both sides agree whatever
-- the database's collation).
CREATE FUNCTION user_name_starts_of(name text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT array_to_string(words[i:], ' ')
  FROM regexp_split_to_array(lower(regexp_replace(name, '^\s+|\s+$', '', 'g')), '\s+') AS words, generate_subscripts(words, 1) AS i
  WHERE words[1] <> ''
$$;--> statement-breakpoint
INSERT INTO "user_name_starts" ("company_id", "name_from", "user_id")
SELECT u."company_id", s."name_from", u."id" FROM "users" u, user_name_starts_of(u."real_name") AS s("name_from");--> statement-breakpoint
ALTER TABLE "user_name_starts" ADD CONSTRAINT "user_name_starts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_name_starts" ADD CONSTRAINT "user_name_starts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_name_starts_search" ON "user_name_starts" USING btree ("company_id","name_from" text_pattern_ops,"user_id");--> statement-breakpoint
CREATE INDEX "user_name_starts_user" ON "user_name_starts" USING btree ("user_id");--> statement-breakpoint
-- Kept by the database, whatever code writes a name: per statement for inserts (the bench writes a
-- million borrowers in one), per row for a name changed (a borrower's own details, rarely), so that
-- every other update of a borrower costs nothing here.
CREATE FUNCTION user_name_starts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_name_starts (company_id, name_from, user_id)
  SELECT n.company_id, s.name_from, n.id FROM new_users n, user_name_starts_of(n.real_name) AS s(name_from);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION user_name_starts_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_name_starts WHERE user_id = NEW.id;
  INSERT INTO user_name_starts (company_id, name_from, user_id)
  SELECT NEW.company_id, s.name_from, NEW.id FROM user_name_starts_of(NEW.real_name) AS s(name_from);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_name_starts_inserted AFTER INSERT ON users REFERENCING NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION user_name_starts_inserted();--> statement-breakpoint
CREATE TRIGGER users_name_starts_renamed AFTER UPDATE OF real_name, company_id ON users FOR EACH ROW
  WHEN (OLD.real_name IS DISTINCT FROM NEW.real_name OR OLD.company_id IS DISTINCT FROM NEW.company_id) EXECUTE FUNCTION user_name_starts_renamed();--> statement-breakpoint
DROP INDEX "users_name_trgm";
