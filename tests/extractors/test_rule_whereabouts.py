"""Where the user is, said in passing (`rules/whereabouts.py`): fresh phrasings, and
look-alikes that name a place that is not where the user is."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import identity_titles

SAID_IN_PASSING = [
    ("I repair bikes in Kraków, mostly cargo bikes", "Lives in Kraków"),
    ("the humidity in Manaus is destroying my guitar strings", "Lives in Manaus"),
    ("im a night porter in Valletta and its dead quiet", "Valletta"),
    ("I teach yoga to seniors in Port Louis", "Port Louis"),
    ("we run a small B&B near Killarney", "Killarney"),
    # the region the place is in, named right after it, is kept with it
    ("I fish cod out of Reine in Lofoten, my own boat", "Lives in Reine, Lofoten"),
    ("I guide hikers out of Chamonix in Haute-Savoie", "Chamonix, Haute-Savoie"),
    ("trying to find a good physio here in Tartu", "Lives in Tartu"),
    ("retired fisherman from hull here", "Lives in Hull"),
    ("hybrid working, here in leipzig", "Lives in Leipzig"),
    ("I volunteer at a food bank in São Luís on weekends", "São Luís"),
    ("our garden in Nelson gets frost in May", "Lives in Nelson"),
    ("I'm a postie based in Dundee", "Dundee"),
    ("I drive a delivery van out of Rotterdam", "Rotterdam"),
    ("I work from home here in the uk", "Lives in the UK"),
    ("I just LOVE the traffic here in Lagos 🙄 so relaxing", "Lives in Lagos"),
]

NOT_WHERE_THE_USER_IS = [
    "I'm going to Lisbon in September",
    "we're flying to Denver next week",
    "my sister in Leeds is a nurse",
    "my boyfriend's parents in Busan don't speak English",
    "my best mate plays drums in a band in Leipzig",
    "I'd love to live in Japan one day",
    "I lived in Madrid for five years",
    "I grew up in a tiny town",
    "I'm in Kampala for two weeks for work",
    "my cousin's wedding in Cork is on Saturday",
    "can you answer in Spanish",
    "I wrote it in Python",
    "please give prices in Canadian dollars",
    "I'm in Year 11",
    "I'm in Grade 7 and I hate algebra",
    "we'll have a second party in Braga",
    "my mother-in-law lives in Canada",
    "is it cold in Oslo in March?",
    "write a story where I live in Atlantis",
    # a venture or placement starting there, or from a date, is not a home yet
    "im starting my own car wash in Umlazi",
    "my summer internship at an oil field in Atyrau is from 1 july",
    "I'm launching a pop-up in Camden",
]


@pytest.mark.parametrize(("text", "words"), SAID_IN_PASSING)
def test_a_place_said_in_passing_is_where_the_user_is(text: str, words: str) -> None:
    titles = identity_titles(text)
    assert any(words in title for title in titles), titles


@pytest.mark.parametrize("text", NOT_WHERE_THE_USER_IS)
def test_a_place_that_is_not_the_users_gives_no_home(text: str) -> None:
    titles = identity_titles(text)
    assert not [t for t in titles if t.startswith(("Lives", "Is from"))], titles
