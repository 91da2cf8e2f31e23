CREATE INDEX "payment_orders_created_idx" ON "payment_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "subscribers_created_idx" ON "subscribers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "subscribers_contest_created_idx" ON "subscribers" USING btree ("contest_id","created_at","id");--> statement-breakpoint
CREATE INDEX "subscribers_user_idx" ON "subscribers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("first_name" || ' ' || "last_name"));