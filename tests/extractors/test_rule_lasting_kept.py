"""Lasting facts about the user that are not work, family or place, in the frames
`rules/identity_kept.py` and `rules/identity_spoken.py` read: the body, diet, a skill
counted in years, a project one makes, the commute, and languages told by how one talks
about them. Fresh sentences, with the look-alikes that must stay out."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import has_all, identity_titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # the body
        ("Developed eczema over the winter and nothing helps", ("has eczema",)),
        ("i've developed really bad migraines since the move", ("has migraines",)),
        ("fyi im 30 weeks pregnant so nothing too strenuous", ("is pregnant",)),
        ("also I'm nearly six months pregnant, so travel is tricky", ("is pregnant",)),
        ("stairs are hard since my knee replacement", ("has had a knee replacement",)),
        ("I've been more careful with salt after my heart attack", ("has had a heart attack",)),
        ("physio confirmed tendinitis in my elbow", ("tendinitis",)),
        # diet
        ("im vegetarian and lactose intolerant so cheese is tricky", ("is vegetarian",)),
        ("im vegetarian and lactose intolerant so cheese is tricky", ("is lactose intolerant",)),
        ("im vegan so half the menu is out 🙃", ("is vegan",)),
        ("after years without it I'm eating seafood again", ("eats seafood again",)),
        ("i went back to eating fish again last month", ("eats fish again",)),
        # skills counted in time
        ("I have about 4 years of python experience, mostly data work", ("4 years", "python")),
        ("got 3 yrs of react under my belt", ("3 years", "react")),
        ("i've been using figma for 2 years now", ("2 years", "figma")),
        ("I've used excel since 2009 daily", ("excel", "2009")),
        # projects one makes
        ("I host a small history podcast on spotify", ("hosts a small history podcast",)),
        ("i write a newsletter about urban birds", ("writes a newsletter",)),
        ("how do i get more subscribers for my youtube channel", ("has a youtube channel",)),
        ("need help editing my blog before it goes live", ("has a blog",)),
        ("i run a gardening channel on youtube with 5k subs", ("gardening channel", "youtube")),
        # the commute
        ("I commute by train, 40 minutes each way", ("commutes by train",)),
        ("i bike to work most days so a rain jacket matters", ("commutes by bike",)),
    ],
)  # fmt: skip
def test_a_lasting_fact_said_in_passing_is_kept(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("sorry if i switch to portuguese halfway, it happens", ("speaks portuguese",)),
        ("keep replies in english even if i slip into tagalog", ("speaks tagalog",)),
        ("could you reply in italian? its much easier for me", ("speaks italian",)),
        ("explain the grammar in german next time. it is easier for me", ("speaks german",)),
        ("the landlord wrote back and my dutch is garbage", ("speaks a little dutch",)),
    ],
)
def test_a_language_told_by_how_one_talks_about_it(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    "text",
    [
        # someone else's, or supposed, or asked
        "my wife is 7 months pregnant",
        "if i were 6 months pregnant would flying be ok?",
        "my dad developed asthma in his sixties",
        "my mum is vegan and coeliac so dinner is hard",
        "pretend im vegan and gluten free and plan me a menu",
        "yeah im totally vegan 🙄",
        "my sister started eating fish again",
        "after 5 years i'm eating meat again",
        "eating fish again",
        "does anyone have 2 years of java experience?",
        "the job needs 5 years of python",
        "my brother has 3 years of react",
        "my friend's podcast is great",
        "i want to start a podcast",
        "what if i started a newsletter",
        "my podcast app keeps crashing",
        "i listen to a podcast on the bus",
        "she runs a cooking channel on youtube",
        "my husband commutes by bike",
        "should i commute by bike?",
        "since my sister's hip replacement she walks slowly",
    ],
)
def test_other_peoples_or_unsaid_facts_give_none(text: str) -> None:
    titles = identity_titles(text)
    kept = ("Is pregnant", "Has asthma", "Is vegan", "Is coeliac", "Eats", "Has 2 years",
            "Has 3 years", "Has 5 years", "Has a podcast", "Runs a", "Commutes", "Has had",
            "Has a newsletter", "Runs a newsletter")  # fmt: skip
    assert not [t for t in titles if t.startswith(kept)], titles


@pytest.mark.parametrize(
    "text",
    [
        "my greek is terrible, taking lessons twice a week",
        "my japanese is bad, day 40 on duolingo",
        "her spanish is trash lol",
        "my english is terrible sorry",
        "i go to spanish class on tuesdays",
        "can you translate this into french?",
        "answer in english, its easier for me",
        "write it in spanish please, it's for my landlord",
    ],
)
def test_learning_asking_or_english_says_no_language(text: str) -> None:
    titles = identity_titles(text)
    assert not [t for t in titles if t.startswith("Speaks")], titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("been swimming for about 3 years, mostly lanes", ("has been swimming for about 3 years",)),
        ("i've been playing tennis for a decade", ("playing tennis", "decade")),
        ("ok so i started playing padel twice a week at the club", ("plays padel twice a week",)),
        ("so i started playing squash every tuesday with work mates", ("plays squash every tuesday",)),
        ("finally joined a community choir 🎶", ("member of", "community choir")),
        ("just joined the riverside running club lol", ("member of", "riverside running club")),
        ("i write sci-fi on weekends", ("writes sci-fi",)),
        ("i do make music in my room most nights", ("makes music",)),
        ("finally got my first telescope for my birthday!!", ("has a telescope",)),
        ("I bought a secondhand pottery wheel last month, it's wobbly", ("has a pottery wheel",)),
    ],
)  # fmt: skip
def test_a_pursuit_kept_up_by_span_routine_or_club(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    "text",
    [
        "i started running yesterday",
        "been running around all day",
        "joined a new team at work",
        "my son joined a chess club",
        "should i join a running club?",
        "she's been swimming for 3 years",
        "join the club lol",
        "i got a drone for my son",
        "we just bought a house in Leeds",
        "should i buy a telescope?",
        "if i got a kayak where would i keep it",
    ],
)
def test_a_start_a_work_team_or_someone_elses_pursuit_gives_none(text: str) -> None:
    titles = identity_titles(text)
    kept = ("Has been", "Is a member", "Runs", "Swims", "Has a drone", "Has a telescope",
            "Has a kayak", "Has a house")  # fmt: skip
    assert not [t for t in titles if t.startswith(kept)], titles


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("final year chemistry at leeds. polish english german. looking for lab jobs", "Speaks Polish, English and German"),
        ("grew up in porto, now in lyon. portuguese french english. i teach kids", "Speaks Portuguese, French and English"),
    ],
)  # fmt: skip
def test_languages_listed_as_a_fragment_of_a_profile(text: str, expected: str) -> None:
    assert expected in identity_titles(text)


@pytest.mark.parametrize(
    "text",
    [
        "spanish and french",  # the whole message answers some other question
        "menu in spanish and french please",
        "my german is rusty, did 3 years at school and forgot all of it",
    ],
)
def test_a_bare_list_or_a_forgotten_language_gives_none(text: str) -> None:
    titles = identity_titles(text)
    assert not [t for t in titles if t.startswith("Speaks")], titles
