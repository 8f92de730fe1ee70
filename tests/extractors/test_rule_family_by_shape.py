"""Family, health, diet, languages, age and pursuits in the frames the chat sets showed,
written before the rules for them (`rules/identity_kin.py`,
`rules/identity_practice.py`), with new people, places and words, and the look-alikes that
must give nothing (or nothing in identity)."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import but_bare_kin, has_all, identity_titles
from tests.extractors.test_rule_reading import items


def layers_of(text: str) -> set[str]:
    return {item.layer for item in items(text)}


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a child or partner named in the user's capitals, in any frame
        ("our son Mikkel was born on friday and I'm exhausted", ("son", "mikkel")),
        ("My partner Sunniva is finally asleep", ("partner", "sunniva")),
        (
            "can you plan a treasure hunt for my granddaughter Ottilie?",
            ("granddaughter", "ottilie"),
        ),
        ("My wife Ingrid says I should take up golf", ("wife", "ingrid")),
        ("it's for my stepdaughter Kalani, she turns 10 soon", ("stepdaughter", "kalani")),
        # a child counted by age
        ("Our son is 12 and wants a phone", ("son", "12")),
        ("my 4yo refuses to wear shoes", ("4",)),
        ("my 9yo has a sesame allergy so school lunches are hard", ("9", "sesame")),
        ("tips for my twin boys (6) who won't sleep", ("twin",)),
        ("our twin girls (2yo) are teething", ("twin",)),
        # a child in a frame about the child, with a casual possessive
        ("its for my daughters teacher, can u check it", ("daughter",)),
        # a child one lives or goes about with
        ("two years now we live in Graz, me and my daughter", ("daughter",)),
        ("I'm living with my grandson since the flood", ("grandson",)),
        # a pet by its kind, and one with a describing word before a name
        ("I also have a corn snake, unnamed so far", ("corn snake",)),
        ("My hermann tortoise Biscuit is 40 this year", ("tortoise", "biscuit")),
        # engaged, widowed
        ("I got engaged to Farah last night!!", ("engaged", "farah")),
        ("we got engaged in the spring and I'm still giddy", ("engaged",)),
        ("I'm a widow and live alone now", ("widow",)),
    ],
)
def test_family_named_counted_or_said(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    "text",
    [
        "my boss Karen is awful",
        "my friend Sam got engaged last week",
        "if my son Pete were older I'd take him",
        "my 10 year old laptop finally died",
        "just my 2 cents",
        "my twin brother lives in Perth",
        "the couple in the story got engaged",
        "should I get engaged before 30?",
        "my son And I went fishing",
    ],
)
def test_not_the_users_family(text: str) -> None:
    titles = identity_titles(text)
    assert not [t for t in titles if t.startswith(("Has", "Is engaged", "Boss", "Friend",
                                                  "Son", "Twin"))], titles  # fmt: skip


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a condition named as what one is, then "here"
        ("type 2 diabetic here, what can I snack on at night", ("diabetic",)),
        ("coeliac here - is spelt ok?", ("coeliac",)),
        # a condition given as the cause
        ("my fingers ache from the arthritis so typing is slow", ("arthritis",)),
        ("typing is slow because my hands shake from parkinson's", ("parkinson",)),
        # speech conditions said with their verb
        ("I stammer when I'm on the phone", ("stammer",)),
        ("also I stutter a bit when I'm nervous so short sentences please", ("stutter",)),
        # "sugar patient" is how many say diabetic
        ("I am sugar patient since 10 years, what breakfast is good", ("diabet",)),
        # a household diet
        ("we are pure vegetarian, no eggs", ("vegetarian",)),
        ("we're vegan at home so no honey please", ("vegan",)),
        ("we r pure veg, suggest some tiffin", ("vegetarian",)),
        ("i eat everything now except lamb", ("lamb",)),
        # a first language named mid-clause, a state asked about for oneself
        ("I am hard of hearing and BSL is my first language", ("bsl",)),
        ("i'm from Pune and Marathi is my mother tongue", ("marathi",)),
        ("what can I order at a pizza place when you're coeliac?", ("coeliac",)),
        ("as a vegan, where do I get b12?", ("vegan",)),
        # age said without "old"
        ("I am 71 years, retired from the post office", ("71",)),
        # an allergy found out
        ("turns out I'm allergic to kiwi, fun week", ("kiwi",)),
    ],
)
def test_health_diet_language_and_age(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    "text",
    [
        "my mum's hands shake from the parkinsons",
        "I'm tired from the flight",
        "the engine stutters when it's cold",
        "my son stammers a bit",
        "the restaurant is pure veg",
        "are you vegetarian?",
        "the email is in Dutch, which is not my mother tongue",
        "I am 5 years into my career",
        "i am 20 years sober this spring",
        "my dog is allergic to chicken",
        "my husband is deaf and BSL is his first language",
        "reply in Polish please, my English is ok but slow",  # the chat's own language rated
        "what do you cook for a vegan friend?",
    ],
)
def test_not_the_users_health_diet_language_or_age(text: str) -> None:
    titles = but_bare_kin(identity_titles(text))
    assert not [t for t in titles if t.startswith(("Has ", "Is", "Speaks", "Stammers",
                                                  "Stutters", "Eats")) and t != "Has a dog"], titles  # fmt: skip


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a pursuit done in or with a group: identity, not a habit
        ("I play the fiddle in a ceili band", ("fiddle", "band")),
        ("i sing soprano in a community choir", ("soprano", "choir")),
        ("I swim with a masters club in Gdansk", ("swim", "club")),
        ("im in a samba drumming group, we practise on thursdays", ("samba",)),
        ("I'm in a book club that meets monthly", ("book club",)),
        ("lost again at my bridge club tonight", ("bridge club",)),
        ("i sing baritone btw", ("baritone",)),
        # one runs a pastime for others
        ("I run a small knitting circle at the library", ("knitting circle",)),
        ("i run a D&D campaign for my flatmates", ("campaign",)),
        ("I conduct a brass band in Wigan, about thirty players", ("conducts", "brass band")),
        ("i coach an under-10 netball team on saturdays", ("coaches", "netball")),
        # kept up for years
        ("been doing pottery since i was 15", ("pottery",)),
        ("I've been playing the oud for 20 years", ("oud",)),
        ("ive been climbing 2x a week for 3 years", ("climbing",)),
        ("I have kept pigeons for thirty years", ("pigeons",)),
        ("i do judo on fridays and been playin the sitar since i was 9", ("sitar",)),
        # said as a hobby, taken up, or what one collects
        ("astronomy is my hobby", ("astronomy",)),
        ("my hobby is restoring old radios", ("radios",)),
        ("I took up swimming after my knee op", ("swimming",)),
        ("I'm a stamp collector, mostly Commonwealth", ("stamp collector",)),
        ("I'm a keen amateur astronomer", ("astronomer",)),
        ("hobby beekeeper here, first year", ("beekeeper",)),
        # crafts with their own verb, and plants kept
        ("I knit socks for the whole family", ("knit",)),
        ("i knit, mostly socks", ("knit",)),  # once a habit (test_rule_classes.py)
        ("I play in a Sunday league, centre back", ("sunday league",)),
        ("I bake sourdough most weekends", ("sourdough",)),
        ("i keep bonsai on the windowsill", ("bonsai",)),
        ("I paint seascapes most mornings", ("seascapes",)),
        ("finally got an allotment after years of waiting", ("allotment",)),
    ],
)
def test_a_pursuit_in_other_frames_is_identity(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles
    assert "preference" not in layers_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm in a group chat with my cousins",
        "i'm in a team meeting till 3",
        "my football team lost again",
        "i row for my local club in Bristol on sundays",  # one fact, "Rows for ... club"
        "been learning Welsh for 3 years",
        "been working at the depot for 2 years",
        "ive been playing this game for 3 hours straight",
        "been waiting for a reply since monday",
        "I took up the offer in the end",
        "I'm a debt collector for a bank",
        "my hobby used to be football",
        "I'd love to take up sailing one day",
        "my sister sings alto in a choir",
        "I paint the fence every spring",
        "I coach the team at work through agile",
    ],
)
def test_not_a_pursuit_in_other_frames(text: str) -> None:
    titles = identity_titles(text)
    assert not [t for t in titles if t.startswith(("Plays", "Sings", "Is in", "Is a member",
                                                  "Runs a D", "Has been", "Hobby", "Took up",
                                                  "Collects", "Is a debt", "Has kept", "Coaches",
                                                  "Paints"))], titles  # fmt: skip
