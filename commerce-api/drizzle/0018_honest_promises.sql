-- Seeded texts promised more than the checkout applies (issue 22): '3 taksit' on every product and
-- 'Tüm kartlara 3 taksit' on the home page, while only the Bonus and Maximum cards give 3
-- instalments without interest; 'ücretsiz kargo' on items under the 1.500 TL threshold and in
-- every category description; 'Tüm ürünler ayar damgalı' also on steel watches. A shop database is
-- migrated, never seeded again: the demo texts, recognised by what the old seed wrote, become what
-- the seed writes now (src/seed/promises.ts). Anything else is left alone; on a freshly seeded or
-- empty database every statement is a no-op.
UPDATE "products" SET
  "seo_description" = replace("seo_description", ' güvencesiyle, 3 taksit ve ücretsiz kargo fırsatıyla satın alabilirsiniz.', CASE WHEN "price_kurus" >= 150000
    THEN ' güvencesiyle, Bonus ve Maximum kartlara vade farksız 3 taksit ve ücretsiz kargo fırsatıyla satın alabilirsiniz.'
    ELSE ' güvencesiyle, Bonus ve Maximum kartlara vade farksız 3 taksit fırsatıyla satın alabilirsiniz. 1.500 TL ve üzeri siparişlerde kargo ücretsizdir.' END),
  "seo_description_en" = replace("seo_description_en", ' guarantee, in 3 instalments and with free shipping.', ' guarantee, with 3 interest-free instalments with Bonus and Maximum cards' ||
    CASE WHEN "price_kurus" >= 150000 THEN ' and free shipping.' ELSE ', and free shipping on orders of 1,500 TL or more.' END)
WHERE "seo_description" LIKE '% güvencesiyle, 3 taksit ve ücretsiz kargo fırsatıyla satın alabilirsiniz.%'
  OR "seo_description_en" LIKE '% guarantee, in 3 instalments and with free shipping.%';--> statement-breakpoint
UPDATE "categories" SET "meta_description" = replace("meta_description", '''da. Ücretsiz kargo ve 15 gün içinde iade.', '''da. 1.500 TL ve üzeri siparişlerde ücretsiz kargo ve 15 gün içinde iade.')
WHERE "meta_description" LIKE '%''da. Ücretsiz kargo ve 15 gün içinde iade.';--> statement-breakpoint
UPDATE "categories" SET "meta_description_en" = replace("meta_description_en", '. Free shipping and returns within 15 days.', '. Free shipping on orders of 1,500 TL or more and returns within 15 days.')
WHERE "meta_description_en" LIKE '%. Free shipping and returns within 15 days.';--> statement-breakpoint
UPDATE "content_blocks" SET "data" = replace(replace(replace(replace("data"::text,
    'Tüm kartlara 3 taksit, anlaşmalı bankalarla 12 aya varan taksit ve 3-D Secure ile güvenli ödeme.',
    'Bonus ve Maximum kartlara vade farksız 3 taksit; diğer kartlarda ve anlaşmalı bankalarla 12 aya varan taksitlerde vade farkı uygulanır. 3-D Secure ile güvenli ödeme.'),
    '3 instalments on every card, up to 12 with partner banks, and 3-D Secure payment.',
    '3 interest-free instalments with Bonus and Maximum cards; other cards and up to 12 instalments with partner banks with instalment interest. Secure 3-D Secure payment.'),
    'Tüm ürünler ayar damgalı ve garantili', 'Altın ve gümüş ürünler ayar damgalı, tüm ürünler garantili'),
    'Every piece hallmarked and guaranteed', 'Gold and silver hallmarked, every piece guaranteed')::jsonb
WHERE "data"::text LIKE ANY (ARRAY['%Tüm kartlara 3 taksit, anlaşmalı bankalarla%', '%3 instalments on every card, up to 12%', '%Tüm ürünler ayar damgalı ve garantili%', '%Every piece hallmarked and guaranteed%']);
