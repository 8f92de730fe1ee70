"""Identity near misses that read like the user's own facts but are not (another's age, a
short stay, someone else's language, role-play, quoted or dictated text), and the shape of
the titles for the facts that are (one line for several languages, no time tail)."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import identity_titles


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "I speak Amharic with my parents and English everywhere else",
            ["Speaks Amharic and English"],
        ),
        ("i speak tagalog and english at home", ["Speaks Tagalog and English"]),
        ("I speak Welsh, English and a bit of French", ["Speaks Welsh, English and French"]),
        ("i speak polish", ["Speaks Polish"]),
    ],
)
def test_the_languages_of_one_clause_are_one_fact(text: str, expected: list[str]) -> None:
    assert identity_titles(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Doing a PhD in marine biology at the University of Cape Town, on kelp forests",
         "Is doing a PhD in marine biology at the University of Cape Town"),
        ("studying for my masters in nursing", "Is doing a master's in nursing"),
    ],
)  # fmt: skip
def test_a_degree_under_way_is_identity_only(text: str, expected: str) -> None:
    from tests.extractors.test_rule_reading import items

    assert [(i.layer, i.title) for i in items(text)] == [("identity", expected)]


def test_the_research_topic_of_a_degree_is_also_a_project() -> None:
    from tests.extractors.test_rule_reading import items

    found = [(i.layer, i.title) for i in items("currently doing my PhD on protein folding")]
    assert sorted(found) == [
        ("context", "Doing their PhD on protein folding"),
        ("identity", "Is doing a PhD on protein folding"),
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my parents moved to Lyon last year", ["Parents live in Lyon"]),
        ("my brother moved to Leeds in march", ["Brother lives in Leeds"]),
        ("a collie, 3 yrs old", ["Has a collie"]),
        ("34, nurse from leeds", ["Is 34 years old"]),
    ],
)
def test_titles_keep_the_fact_and_whose_it_is(text: str, expected: list[str]) -> None:
    assert identity_titles(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "if I lived in Lisbon I'd surf every day",
        "should I move to Denver or Austin?",
        "'I'm a nurse in Leeds' - that's what she wrote in her bio",
        "write a story where I'm a pirate captain from Bristol",
        "pretend you're my grandma, a retired baker from Naples",
        "oh yeah I'm totally a millionaire lol",
        "my dog, 4 yrs old, keeps barking",
        "my son, 7, wants a hamster",
        "my cat, 2, is a menace",
        "I'm in Berlin for three days for a conference",
        "we're in Porto for a couple of weeks, any food tips?",
        "I'm in Kampala for two weeks for work, where can I get good coffee?",
        "I'm in Madrid next week for a wedding",
        "tell my boss I'm a genius haha",
        "my friend speaks Japanese and Korean",
        "can you translate this to Spanish: I am a teacher from Madrid",
        "what if I became a nurse?",
        "my colleague has a cat named Mochi",
        "lyrics go 'I'm a barbie girl in a barbie world'",
        "he said 'I work at Google' and I believed him",
        "my brother is allergic to peanuts",
        "the character is a 35 year old detective from Chicago",
        "my client is vegan so the menu is plant based",
        "I used to think I'd be a doctor",
        "do you speak German?",
        "our neighbour has two labradors",
        "she is 3 years old and loves dinosaurs",
        "if I quit my job at Amazon would I get severance?",
        "reply to this email: Hi, I'm Sarah, a designer at Figma",
        "haha as if I'd ever be a lawyer",
        "I'm 5 minutes away",
        "in the game I'm a level 40 paladin from Stormwind",
        "my students are mostly from Brazil",
    ],
)
def test_look_alikes_give_no_identity_of_the_user(text: str) -> None:
    assert identity_titles(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("also i get migraines if i skip meals", ["Has migraines"]),
        ("im allergic to cats if that matters", ["Is allergic to cats"]),
        ("i grew up speaking tagalog and cantonese at home", ["Speaks Tagalog and Cantonese"]),
    ],
)
def test_a_condition_after_a_habit_keeps_the_fact(text: str, expected: list[str]) -> None:
    assert identity_titles(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I would move to Paris if I could",
        "i'd be a nurse if i had the grades",
        "if i lived in rome i'd learn italian",
        "maybe i'm lactose intolerant if i get cramps after milk?",
    ],
)
def test_a_real_hypothetical_before_if_stays_hypothetical(text: str) -> None:
    assert identity_titles(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Welsh is my first language, English second", ["Speaks Welsh natively"]),
        ("tagalog is my mother tongue", ["Speaks Tagalog natively"]),
        ("my German is rusty, maybe B1", ["Speaks German"]),
        ("my french is pretty basic tbh", ["Speaks French"]),
        ("my spanish is B2 now", ["Speaks Spanish"]),
        ("I've been type 1 diabetic since I was 12", ["Is type 1 diabetic"]),
        ("ive been vegan for 5 years", ["Is vegan"]),
        ("we rescued a retired racing greyhound called Biscuit 🐕", [
            "Has a retired racing greyhound named Biscuit"]),
        ("i rescued a cat last year", ["Has a cat"]),
    ],
)  # fmt: skip
def test_languages_states_and_pets_in_other_frames(text: str, expected: list[str]) -> None:
    assert identity_titles(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "my sisters german is fluent",
        "is my french good enough?",
        "my python is rusty",
        "if my spanish was B2 I'd apply",
        "i've been sick all week",
        "the shelter rescued a greyhound called Biscuit",
        "my neighbour rescued a cat",
    ],
)
def test_other_frames_keep_out_other_people_and_passing_states(text: str) -> None:
    assert identity_titles(text) == []
