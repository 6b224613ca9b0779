CREATE TABLE "client_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(32) NOT NULL,
	"remote" varchar(64) NOT NULL,
	"version" varchar(120) NOT NULL,
	"cause" varchar(16) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "client_events_failures" ON "client_events" USING btree ("kind","remote","version","cause","occurred_at");--> statement-breakpoint
CREATE INDEX "client_events_occurred_at" ON "client_events" USING btree ("occurred_at");