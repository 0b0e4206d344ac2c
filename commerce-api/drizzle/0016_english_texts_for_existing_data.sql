-- English for demo data seeded before the English columns of 0013 existed (a shop database is
-- migrated, never seeded again). Only texts the demo seed generated, recognised by their Turkish
-- pattern, and still without English are filled, with what the seed writes today; anything else
-- stays as it is (NULL is served in Turkish until someone translates it). Every statement is a
-- no-op on a freshly seeded or empty database.
UPDATE "products" SET
  "meta_title_en" = COALESCE("meta_title_en", CASE WHEN "meta_title" = "name" || ' | Işıltı Takı' THEN "name_en" || ' | Işıltı Takı' END),
  "meta_description_en" = COALESCE("meta_description_en", CASE WHEN starts_with("meta_description", "name" || ' ') AND "meta_description" LIKE '% TL. %'
    THEN "name_en" || ' TRY' || chr(160) || to_char("price_kurus" / 100.0, 'FM999,999,999,990.00') || '.' END),
  "seo_description_en" = COALESCE("seo_description_en", CASE WHEN starts_with("seo_description", '<h2>' || "name" || '</h2><p>' || "name" || ' modelini Işıltı Takı güvencesiyle')
    THEN '<h2>' || "name_en" || '</h2><p>Buy the ' || "name_en" || ' with the Işıltı Takı guarantee, in 3 instalments and with free shipping. Every piece ships in its own box with a guarantee certificate, and you can return or exchange it within 15 days of delivery.</p>' END),
  "full_description_en" = regexp_replace(regexp_replace("full_description_en", ' gr\.</p>', ' g.</p>'), 'pairs a ([aeiou])', 'pairs an \1')
WHERE "name_en" <> ''
  AND ("meta_title_en" IS NULL OR "meta_description_en" IS NULL OR "seo_description_en" IS NULL OR "full_description_en" ~ ' gr\.</p>|pairs a [aeiou]');--> statement-breakpoint
UPDATE "product_specs" SET "value_en" = regexp_replace("value_en", ' gr$', ' g') WHERE "group_key" = 'agirlik' AND "value_en" LIKE '% gr';--> statement-breakpoint
UPDATE "attribute_definitions" SET "name_en" = CASE "name_en" WHEN 'Ring size' THEN 'Ring Size' WHEN 'Chain length' THEN 'Chain Length' ELSE 'Bracelet Size' END
WHERE "name_en" IN ('Ring size', 'Chain length', 'Bracelet size');--> statement-breakpoint
UPDATE "categories" SET
  "meta_title_en" = COALESCE("meta_title_en", CASE WHEN "meta_title" = "name" || ' Modelleri ve Fiyatları | Işıltı Takı' THEN "name_en" || ': Designs and Prices | Işıltı Takı' END),
  "meta_description_en" = COALESCE("meta_description_en", CASE WHEN "meta_description" = "name" || ' modelleri uygun fiyatlarla Işıltı Takı''da. Ücretsiz kargo ve 15 gün içinde iade.'
    THEN "name_en" || ' at fair prices from Işıltı Takı. Free shipping and returns within 15 days.' END)
WHERE "name_en" <> '' AND ("meta_title_en" IS NULL OR "meta_description_en" IS NULL);--> statement-breakpoint
UPDATE "stores" SET "working_hours_en" = CASE "working_hours"
    WHEN 'Pazartesi - Pazar: 10:00 - 22:00' THEN 'Monday - Sunday: 10:00 - 22:00'
    ELSE 'Monday - Saturday: 09:30 - 20:00, Sunday: 11:00 - 19:00' END
WHERE "working_hours_en" IS NULL AND "working_hours" IN ('Pazartesi - Pazar: 10:00 - 22:00', 'Pazartesi - Cumartesi: 09:30 - 20:00, Pazar: 11:00 - 19:00');--> statement-breakpoint
UPDATE "carriers" SET "service_types" = (
    SELECT jsonb_agg(CASE WHEN (e.s -> 'nameEn') IS NULL AND e.s ->> 'name' IN ('Aynı Gün Teslimat', 'Kurye', 'Standart Teslimat', 'Şubeden Teslim')
      THEN e.s || jsonb_build_object('nameEn', CASE e.s ->> 'name' WHEN 'Aynı Gün Teslimat' THEN 'Same-Day Delivery' WHEN 'Kurye' THEN 'Courier' WHEN 'Standart Teslimat' THEN 'Standard Delivery' ELSE 'Branch Pickup' END)
      ELSE e.s END ORDER BY e.i)
    FROM jsonb_array_elements("service_types") WITH ORDINALITY e(s, i))
WHERE EXISTS (SELECT 1 FROM jsonb_array_elements("service_types") x(s) WHERE (x.s -> 'nameEn') IS NULL AND x.s ->> 'name' IN ('Aynı Gün Teslimat', 'Kurye', 'Standart Teslimat', 'Şubeden Teslim'));
