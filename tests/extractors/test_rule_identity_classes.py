"""Identity read by class of phrasing, not by sentence: for each way people say where they
live, what they do, who they care for, which pets they keep and what they practise, varied
realistic phrasings that must give the fact, and the near misses (questions, hypotheticals,
other people, role-play, quoted or handed-over text) that must not."""

from __future__ import annotations

import re

import pytest

from memoryflow.extractors.rule_based import RuleBasedExtractor
from tests.extractors.scoring import identity_edits, stored_identity
from tests.extractors.test_rule_reading import chat, items


def identity_titles(*turns: str | tuple[str, str]) -> list[str]:
    return [item.title for item in items(*turns) if item.layer == "identity"]


# "Has a son": a relative said in passing is kept (`identity_kin_mentions`), whatever else
# the sentence says of them.
_BARE_KIN = re.compile(
    r"Has an? (?:wife|husband|partner|boyfriend|girlfriend|fianc\S*|son|daughter|brother|sister)$"
)


def but_bare_kin(titles: list[str]) -> list[str]:
    """`titles` without the bare mention of a relative, for tests about other facts."""
    return [t for t in titles if not _BARE_KIN.match(t)]


def has_all(titles: list[str], words: tuple[str, ...]) -> bool:
    """Whether one of `titles` contains every one of `words` (case-insensitive)."""
    return any(all(w.lower() in t.lower() for w in words) for t in titles)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("based out of Omaha", "Lives in Omaha"),
        ("im based out of omaha these days", "Lives in Omaha"),
        ("we live together in a bungalow in Swansea", "Lives in Swansea"),
        ("I've moved into a flat in Bristol", "Lives in Bristol"),
        ("we're in Lyon now", "Lives in Lyon"),
        ("just relocated to Denver for work 😅", "Lives in Denver"),
        ("we relocated to calgary last year", "Lives in Calgary"),
        ("here in Austin it's 40 degrees lol", "Lives in Austin"),
        ("out here in Perth we get no snow", "Lives in Perth"),
        ("I've been in Melbourne for 3 years", "Lives in Melbourne"),
        ("ive lived in Osaka since 2015", "Lives in Osaka"),
        ("moved to berlin in 2019, still love it", "Lives in Berlin"),
        ("living in Glasgow now", "Lives in Glasgow"),
    ],
)
def test_where_the_user_lives(text: str, expected: str) -> None:
    assert identity_titles(text) == [expected]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I live on a narrowboat on the Kennet and Avon canal", "Lives on a narrowboat"),
        ("we live on a houseboat in Amsterdam", "Lives on a houseboat in Amsterdam"),
        ("i live in a van full time lol", "Lives in a van"),
        ("we live on a small farm in Wales", "Lives on a small farm in Wales"),
    ],
)
def test_an_unusual_home_is_kept(text: str, expected: str) -> None:
    assert identity_titles(text) == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "my sister lives in Leeds and loves it",
        "if I lived in Paris I'd eat croissants daily",
        "should I move to Berlin?",
        "thinking of moving to Lisbon next year",
        "I've been in London all week for work",
        "here in the docs it says to restart",
        "I'm in a meeting, be quick",
        "I've been in therapy for a year",
        "write a story where I live on a boat in Venice",
        "we're in trouble lol",
        "I'm in Paris for a conference",
        "we're in Rome on holiday 🍝",
    ],
)
def test_not_where_the_user_lives(text: str) -> None:
    assert not [t for t in identity_titles(text) if t.startswith("Lives")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("barista by day, student by night lol", ["Works as a barista", "Is a student"]),
        ("nurse by day, writer by night", ["Works as a nurse", "Works as a writer"]),
        ("maybe 5? I also TA a class on tuesdays", ["Works as a TA"]),
        ("i tutor kids in maths after school", ["Works as a tutor (maths)"]),
        ("I bartend on weekends", ["Works as a bartender"]),
        ("I was a bookkeeper for 25 years", ["Worked as a bookkeeper for 25 years"]),
        ("i used to be a teacher", ["Worked as a teacher"]),
        (
            "I work nights as a security guard at a warehouse",
            ["Works as a security guard at a warehouse"],
        ),
        ("I work weekends as a lifeguard", ["Works as a lifeguard"]),
        (
            "I work on a help desk for a broadband company",
            ["Works on a help desk for a broadband company"],
        ),
        ("i work the front desk at a hotel", ["Works on the front desk at a hotel"]),
        ("I work the door at a club in Leeds", ["Works on the door at a club in Leeds"]),
        ("I run a taco truck in Austin 🌮", ["Runs a taco truck in Austin"]),
        ("we run a market stall on saturdays", ["Runs a market stall"]),
        ("3rd year med student on my surgery placement", ["Is a 3rd year med student"]),
        ("nurse on a cardiac ward", ["Works as a nurse on a cardiac ward"]),
        ("i stream on twitch at night, mostly elden ring", ["Streams on Twitch"]),
        ("I make videos on youtube about woodworking", ["Makes videos on YouTube"]),
        ("but here I drive for Uber", ["Works at Uber"]),
        (
            "I'm a volunteer firefighter and a dad of three",
            ["Works as a volunteer firefighter", "Has three kids"],
        ),
        ("I'm a teacher and a mum of two", ["Works as a teacher", "Has two kids"]),
    ],
)
def test_what_the_user_does(text: str, expected: list[str]) -> None:
    assert identity_titles(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "my brother is a barista by day and a DJ by night",
        "if I were a nurse I'd quit",
        "should I become a TA?",
        "I was a kid back then",
        "my dad used to be a teacher",
        "I was a mess for 2 years after that",
        "I work on a laptop mostly",
        "I run a tight ship lol",
        "let's roleplay, I'm a barista by day and a spy by night",
        "I watch streams on twitch all night",
    ],
)
def test_not_what_the_user_does(text: str) -> None:
    assert not [t for t in identity_titles(text) if t.startswith(("Works", "Runs", "Is a"))]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("stay at home dad of twin girls, they're 18 months", ["Has twin girls"]),
        ("proud mum of 3 boys", ["Has 3 boys"]),
        ("grandma to five", ["Has five grandchildren"]),
        (
            "I'm a full-time carer for my sister, she has cerebral palsy",
            ["Cares for their sister full-time"],
        ),
        ("im my mums carer", ["Cares for their mum"]),
    ],
)
def test_family_the_user_has_or_cares_for(text: str, expected: list[str]) -> None:
    assert identity_titles(text) == expected


@pytest.mark.parametrize(
    ("turns", "expected"),
    [
        (("our lab Bruno is 12 and slowing down",), ["Has a lab named Bruno"]),
        (("my staffie Roxy hates the rain",), ["Has a staffie named Roxy"]),
        (
            ("we got a new kitten yesterday!! her name is Pepper",),
            ["Has a new kitten named Pepper"],
        ),
        (("we adopted a puppy yesterday!!!", "his name is Pickle"), ["Has a puppy named Pickle"]),
        (
            ("I got a rescue greyhound", "she's called Mabel"),
            ["Has a rescue greyhound named Mabel"],
        ),
        (
            ("my dog Biscuit ate a sock again", "he's a 4 year old beagle"),
            ["Has a dog named Biscuit"],
        ),
        (("my cat keeps scratching the sofa", "her name is Mochi"), ["Has a cat named Mochi"]),
    ],
)
def test_pets_keep_their_kind_and_name(turns: tuple[str, ...], expected: list[str]) -> None:
    assert identity_titles(*turns) == expected


@pytest.mark.parametrize(
    "turns",
    [
        ("our lab is closed on fridays",),
        ("my lab is hiring postdocs",),
        ("my sister got a kitten", "her name is Luna"),
        ("what should I name my puppy?",),
    ],
)
def test_not_the_users_pet(turns: tuple[str, ...]) -> None:
    titles = but_bare_kin(identity_titles(*turns))  # "my sister got a kitten": has a sister
    assert not [t for t in titles if "named" in t or t.startswith("Has a")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I keep bees, 6 hives in my garden", ["Keeps bees (6 hives)"]),
        ("we keep chickens and two goats", ["Keeps chickens", "Keeps goats"]),
        ("I play bass in a cover band on weekends", ["Plays bass in a cover band"]),
        ("I play drums in a jazz trio", ["Plays drums in a jazz trio"]),
        ("i play the cello", ["Plays the cello"]),
        ("I sing in a choir", ["Sings in a choir"]),
        ("I quit smoking 3 months ago!!", ["Quit smoking"]),
        ("gave up drinking last year", ["Quit drinking"]),
    ],
)
def test_what_the_user_practises(text: str, expected: list[str]) -> None:
    assert identity_titles(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "should I learn to play the cello?",
        "my son plays drums in a band",
        "if I quit smoking would I gain weight",
        "I want to keep bees someday",
        "I play it safe usually",
        "I quit coffee for a month",
        "I sing in the shower lol",
    ],
)
def test_not_what_the_user_practises(text: str) -> None:
    assert but_bare_kin(identity_titles(text)) == []  # "my son plays drums": has a son


@pytest.mark.parametrize(
    ("text", "stored"),
    [
        ("got laid off from Shopify last month", ("e1", "Works at Shopify", "professional")),
        ("left Google in march", ("e1", "Works at Google", "professional")),
        ("we finally left Paris, we're in Lyon now", ("e1", "Lives in Paris", "location")),
    ],
)
def test_what_the_user_takes_back(text: str, stored: tuple[str, str, str]) -> None:
    edits = identity_edits(RuleBasedExtractor(), chat(text), [stored_identity(*stored)])
    assert [e.target_id for e in edits if e.action == "remove" or e.mode == "replace"] == ["e1"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "I'm working on this: a chatbot for my bakery. I'm a baker in Leeds",
            # "my bakery" is the user's own business, said in passing
            ["Runs a bakery", "Works as a baker in Leeds"],
        ),
        ("here's the thing: I'm a nurse", ["Works as a nurse"]),
    ],
)
def test_a_colon_alone_does_not_make_a_quote(text: str, expected: list[str]) -> None:
    assert identity_titles(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "proofread this: I'm a nurse in Leeds",
        "my coworker sent this: I'm moving to Denver",
        "can you check this for me: I'm a certified accountant",
    ],
)
def test_handed_over_text_is_still_material(text: str) -> None:
    assert identity_titles(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "vet here 🐶 I work at a small clinic in Cork",
            ["Works as a vet at a small clinic in Cork"],
        ),
        ("electrician, self employed, 20 yrs", ["Works as a self-employed electrician"]),
        ("chef, 10 yrs in kitchens", ["Works as a chef (10 years of experience in kitchens)"]),
        (
            "nurse. I work at St Mary's in London",
            ["Works as a nurse", "Works at St Mary's in London"],
        ),
        ("I'm a teacher, I don't work at a school though", ["Works as a teacher"]),
    ],
)
def test_details_of_one_job_join_its_title(text: str, expected: list[str]) -> None:
    assert identity_titles(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "I moved to Stockholm from Syria two years ago",
            ["Lives in Stockholm (moved from Syria)"],
        ),
        ("moved from leeds to york in 2020", ["Lives in York (moved from Leeds)"]),
        (
            "I retired in 2019 and now I volunteer at the food bank",
            ["Is retired", "Volunteers at the food bank"],
        ),
        ("I was an engineer back home but here I drive for Uber", ["Works at Uber"]),
    ],
)
def test_a_clause_after_and_now_or_but_here_is_read_on_its_own(
    text: str, expected: list[str]
) -> None:
    assert identity_titles(text) == expected


def test_a_practice_role_play_has_the_user_playing_themselves() -> None:
    assert identity_titles(
        "can you role-play an angry customer so I can practise?",
        "I work on a help desk for a broadband company",
    ) == ["Works on a help desk for a broadband company"]
    assert (
        identity_titles("let's roleplay, you're a barista and I'm a customer", "I'm a pilot") == []
    )
