"""A business or a gig said in another language, into the English the identity rows read:
"je tiens une boulangerie à Lyon" → "I run a bakery in Lyon", "tengo una bodega chica en
Luján de Cuyo" → "I have a small winery in Luján de Cuyo", "hago domicilios en bici con
rappi" → "I do deliveries by bike with rappi", "sou estafeta da glovo" → "I'm a courier for
glovo". The frames and words are tried only on a clause that opens with a first-person frame
(`foreign`), so English text is never touched; the shape of the English clause, not these
words, decides whether it is the user's own business."""

from __future__ import annotations

# (a first-person frame at the start of a clause, its English)
TRADE_FRAMES: tuple[tuple[str, str], ...] = (
    # running a business: "je tiens une boulangerie", "llevo un bar", "ich führe ein Café"
    (r"(?:je\s+tiens|je\s+gère|je\s+dirige|llevo|gestiono|dirijo|administro|gestisco|"
     r"ich\s+führe|ich\s+betreibe|ik\s+run|ik\s+heb\s+een\s+eigen)(?=\s+(?:un|una|uno|um|uma|une|"
     r"ein|eine|einen|een|mi|mon|ma|mein|meine|il|la|el|le)\b)", "I run"),
    # deliveries done: "hago domicilios", "faço entregas", "je fais des livraisons"
    (r"(?:hago|faço|je\s+fais(?:\s+des)?|faccio)(?=\s+(?:domicilios|entregas|repartos|delivery|"
     r"deliveries|livraisons|consegne)\b)", "I do"),
)  # fmt: skip

# Business nouns, with "small" said after the noun put in front of it.
_SMALL = r"chic[oa]|pequeñ[oa]|pequen[oa]|petite?|piccol[oa]|kleine[nms]?|klein"
_BUSINESSES: tuple[tuple[str, str], ...] = (
    (r"panadería|panaderia|padaria|boulangerie|panetteria|panificio|bäckerei|bakkerij", "bakery"),
    (r"bodega|vinícola|vinicola|viñedo|domaine|cantina vinicola|weingut", "winery"),
    (r"cafetería|cafeteria|café-bar", "cafe"),
    (r"restaurante|ristorante", "restaurant"),
    (
        r"peluquería|peluqueria|salão de beleza|salón de belleza|salon de coiffure|friseursalon|"
        r"kapsalon",
        "hair salon",
    ),
    (r"tienda|loja|boutique|negozio|laden|winkel", "shop"),
    (r"taller|oficina mecânica|garage|officina|werkstatt", "workshop"),
    (r"finca|fazenda|granja|ferme|fattoria|bauernhof|boerderij", "farm"),
    (r"empresa|entreprise|azienda|firma|bedrijf", "company"),
    (r"huerta", "orchard"),
)
# Deliveries and couriers: "domicilios" (Colombia), "estafeta" (Portugal), "repartidor".
_GIG_WORDS: tuple[tuple[str, str], ...] = (
    (r"domicilios|entregas|repartos|livraisons|consegne", "deliveries"),
    (r"estafeta|repartidor[a]?|entregador[a]?|livreur|livreuse|fattorino|rider", "courier"),
    (r"en\s+bici(?:cleta)?|de\s+bici(?:cleta)?|à\s+vélo|en\s+vélo|in\s+bici|mit\s+dem\s+rad",
     "by bike"),
    (r"en\s+moto|de\s+moto|à\s+moto|in\s+moto", "by motorbike"),
    # the platform worked for: "con rappi", "da glovo", "pour uber eats"
    (r"(?:con|com|da|de|pour|avec|per|para|für|bei|voor)(?=\s+(?:rappi|glovo|uber|didi|ifood|"
     r"bolt|wolt|deliveroo|just\s+eat|lieferando|cabify|pedidosya|justo)\b)", "for"),
)  # fmt: skip


def _business_words() -> tuple[tuple[str, str], ...]:
    after = tuple(
        (rf"(?:{noun})\s+(?:{_SMALL})", f"small {english}") for noun, english in _BUSINESSES
    )
    before = tuple(
        (rf"(?:{_SMALL})\s+(?:{noun})", f"small {english}") for noun, english in _BUSINESSES
    )
    return (*after, *before, *_BUSINESSES)


TRADE_WORDS: tuple[tuple[str, str], ...] = (*_business_words(), *_GIG_WORDS)
