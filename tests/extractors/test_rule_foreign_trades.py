"""A business or a gig said in another language (`rules/foreign_trades.py`, read by the
English rows once rewritten): a business run or had ("je tiens une boulangerie à Lyon",
"tenho uma padaria em Braga", "small" said after the noun put before it), deliveries done
for a platform ("hago domicilios en bici en bogotá con rappi") and a courier's job named with
the platform ("sou estafeta da glovo"). Someone else's business and things had that are no
business stay out."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import has_all, identity_titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("je tiens une petite boulangerie à Nantes", ("small bakery", "nantes")),
        ("tenho uma padaria em Braga", ("bakery", "braga")),
        ("ich führe ein Café in Graz", ("café", "graz")),
        ("tengo una peluquería en Valparaíso", ("hair salon", "valparaíso")),
        ("llevo un restaurante en Cádiz desde 2015", ("restaurant", "cádiz")),
        ("hago entregas en moto en medellín con rappi", ("delivers for rappi", "medellín")),
        ("soy repartidora de glovo en Zaragoza", ("courier", "glovo")),
        ("i deliver food on a bike in porto for glovo", ("delivers for glovo", "porto")),
    ],
)
def test_a_business_or_gig_in_another_language_is_identity(
    text: str, words: tuple[str, ...]
) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    "text",
    [
        "mi hermano tiene una panadería en Rosario",
        "tengo un perro",
        "je fais des courses demain",
        "tengo una pregunta sobre impuestos",
    ],
)
def test_no_business_of_ones_own(text: str) -> None:
    titles = identity_titles(text)
    assert not any(t.startswith(("Runs", "Delivers", "Works")) for t in titles), titles
