"""Homes said in the languages mixed into chat and narrowed to the town the message names:
"on habite à Lyon", "nandito ako sa Cebu", "moved to the US … a job in jersey city"; and the
look-alikes that name no home (a word for home or peace of another language, a relative's
move, a relative's job)."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import identity_titles

HOMES = [
    # French, German, Spanish, Portuguese, Italian verbs of living with "we" or another verb
    ("je m'occupe de mon père, on habite à Rennes", "Lives in Rennes"),
    ("nous habitons à Nantes depuis 2019", "Lives in Nantes"),
    ("je vis à Québec, sorry for my english", "Lives in Québec"),
    ("wir wohnen in Graz, two kids", "Lives in Graz"),
    ("ich lebe in Leipzig", "Lives in Leipzig"),
    ("vivimos en Quito con mi esposa", "Lives in Quito"),
    ("abitiamo a Torino", "Lives in Torino"),
    ("ik kom uit Utrecht, sorry for my english", "Is from Utrecht"),
    # Hindi, Arabic, Indonesian and Vietnamese forms of home and origin
    ("mera ghar pune mein hai", "Lives in Pune"),
    ("ana min alexandria", "Is from Alexandria"),
    ("saya dari Surabaya, mau tanya", "Is from Surabaya"),
    ("mình ở Hà Nội", "Lives in Hà Nội"),
    ("tôi sống ở đà nẵng", "Lives in Đà Nẵng"),
    # Tagalog "I am here in …", with "now" after the place
    ("nandito ako sa cebu ngayon, ang init", "Lives in Cebu"),
    ("andito na ako sa Dubai", "Lives in Dubai"),
    ("narito ako sa davao, freelance va", "Lives in Davao"),
    # a country said by its initials narrows to the town of the user's own job or home
    ("finally moved to the US last month, new job at a fintech in jersey city", "Lives in Jersey City"),
    ("moved to the states last year, working at a hospital in Houston now", "Lives in Houston"),
    ("we relocated to the UK in may, got a flat in Manchester", "Lives in Manchester"),
]  # fmt: skip

NOT_THESE = [
    # a word of another language for home, work, hospital or peace is no town
    ("i live in ghar with my parents", "Lives in Ghar"),
    ("vivo en paz desde que me jubilé", "Lives in Paz"),
    ("nandito ako sa bahay", "Lives in Bahay"),
    ("nandito ako sa ospital with my lola", "Lives in Ospital"),
    ("on vit à la campagne", "Lives in La Campagne"),
    ("em ở nhà", "Lives in Nhà"),
    ("aku dari tadi nunggu", "Is from Tadi Nunggu"),
    ("saya dari kantor", "Is from Kantor"),
    # a relative's move or home, in the language it is said in
    ("soy abuela y crío a mis nietos desde que mi hija se fue a trabajar a España", "Lives in España"),
    ("crío a mis nietos desde que mi hijo fue a Madrid", "Lives in Madrid"),
    # the country stays when the town is someone else's or no home of the user's
    ("just moved to the uk! my husband's job in Bristol starts monday", "Lives in Bristol"),
    ("relocated to the UAE, going to a conference in Dubai next week", "Lives in Dubai"),
    ("we moved to the UK in may. my sister lives in Leeds", "Lives in Leeds"),
    ("moved to the UK last year, working in retail now", "Lives in Retail"),
    ("we moved to the UAE, new job in sales", "Lives in Sales"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "title"), HOMES)
def test_the_home_is_read(text: str, title: str) -> None:
    titles = identity_titles(text)
    assert title in titles, titles


@pytest.mark.parametrize(("text", "title"), NOT_THESE)
def test_no_such_home(text: str, title: str) -> None:
    assert title not in identity_titles(text)


def test_a_place_with_its_own_article_is_kept() -> None:
    assert "Lives in La Paz" in identity_titles("vivo en La Paz")
    assert "Lives in Las Vegas" in identity_titles("I live in Las Vegas")


def test_a_question_names_no_home() -> None:
    assert not [t for t in identity_titles("on habite à Lyon?") if t.startswith("Lives")]
