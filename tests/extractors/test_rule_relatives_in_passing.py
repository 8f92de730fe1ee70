"""A partner, child, sibling or pet said while the sentence is about something else
(`rules/identity_kin_mentions.py`): the relative as the subject of the user's own clause, a
partner one is with, a pet anywhere, names typed in lower case or in another language, and
the look-alikes that stay out (others' relatives, opinions, passing moods, stories, events,
questions, handed-over text)."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import has_all, identity_titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("my husband drives a tram in Lisbon so our hours rarely match", ("has a husband",)),
        ("ok so my daughter plays the violin and practises at 6am", ("has a daughter",)),
        ("my boyfriend just moved here from Seoul", ("has a boyfriend",)),
        ("because my sister lives next door we share a car", ("has a sister",)),
        ("spending the weekend at home with my wife", ("has a wife",)),
        ("we're flying to Crete with my girlfriend in june", ("has a girlfriend",)),
        ("my dog sleeps under my desk all day", ("has a dog",)),
        ("I walk my cat on a harness every evening", ("has a cat",)),
        ("my fiance ravi keeps planning the menu", ("fiancé", "ravi")),
        ("we got a puppy and named him Biscuit", ("puppy", "named biscuit")),
        ("moja siostra jest lekarzem", ("has a sister",)),
        ("y mi hija Inés estudia medicina", ("daughter", "inés")),
        ("we finally got engaged!! 🎉 to Marco", ("engaged to marco",)),
        ("my partner is coeliac so gluten free would be best", ("partner", "coeliac")),
        ("for now im renting in Leeds with 2 cats and a grumpy landlord", ("has 2 cats",)),
        ("road trip to the coast with our three dogs in the back", ("has three dogs",)),
        ("my kids (Ava 9 and Sam 6) love the museum", ("2 children", "ava (9)", "sam (6)")),
        ("The boys (Ollie 11, Finn 8) stay with me on weekends", ("2 boys", "ollie", "finn")),
    ],
)
def test_a_relative_or_pet_said_in_passing(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    "text",
    [
        "my friend's husband is a pilot",  # someone else's
        "if I had a daughter I'd call her Rose",  # a hypothetical
        "write a story where my brother is a dragon",  # a story
        "my wife thinks I work too much",  # an opinion, not their life
        "my son is so annoyed with me",  # a passing mood
        "my husband has a new phone",  # a thing they own
        "my sister's wedding is in June",  # their event: the activity layer's
        "does my son need a visa for Spain?",  # a question
        "my dog walker quit",  # an animal word naming a thing
        "our old cat died last spring",  # a pet that is gone
        "my sister sent me this, is it a scam?",  # handing over material
        "my brother in law fixes bikes",  # an in-law
        "my wife and I are going to Rome",  # the couple, not the partner
        "my python script crashes",  # code, not a snake
        "my roommate plays drums at 2am",  # not family
        "my mom makes the best tamales",  # parents said in passing are left
        "my aunt lives with 3 cats",  # someone else's pets
        "write a story where the kids (Tom 5, Ann 7) find a dragon",  # a story
        "i walk dogs for cash, usually with 5 dogs at a time",  # a trade
    ],
)
def test_no_relative_of_the_users(text: str) -> None:
    titles = identity_titles(text)
    assert not [t for t in titles if t.startswith(("Has", "Is engaged"))], titles


def test_one_relative_once() -> None:
    """A relative named or described is not also a bare mention, in the same message or
    later in the conversation."""
    assert identity_titles("my wife went back to work early, she's a surgeon") == [
        "Wife is a surgeon"
    ]
    assert identity_titles("my wife Linda says hi", "my wife works on saturdays") == [
        "Wife is called Linda"
    ]


def test_a_dog_named_by_its_breed_later_is_one_dog() -> None:
    titles = identity_titles(
        "my dog pulls on the lead so bad",
        ("assistant", "What kind of dog is she?"),
        "a beagle, 2 yrs old",
    )
    assert titles == ["Has a beagle"], titles
