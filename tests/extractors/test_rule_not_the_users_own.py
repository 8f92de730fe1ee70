"""Text that is not the user's own facts (role-play, pieces to write, directions about
them) with the real facts said beside it. Written as fresh cases before the
rules were changed (`rules/fiction.py`, the reader in `rules/text.py`): who plays whom in a
role-play, what a piece to write frames, who a request is for, and leaving a scene."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import ACTIVITY, PREFERENCE, assert_finds, cepa
from tests.extractors.test_rule_identity_classes import has_all, identity_titles


def everything(*messages: str) -> list[str]:
    """Every title the messages give, identity and the other layers."""
    return identity_titles(*messages) + [t for m in messages for _, t in cepa(m)]


# --- Facts said beside a piece to write are the user's own -------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("can you write a lullaby for my son? I'm a night nurse in Cardiff so I sing at odd hours",
         ("night nurse", "cardiff")),
        ("Write a short poem for our anniversary. I'm a plumber and I'm rubbish with words",
         ("plumber",)),
        ("write me a funny speech for the stag do. I live in Dundee and the groom does too",
         ("dundee",)),
        ("Could you make up a story about a fox who loves snow? it's for my granddaughter Ava",
         ("granddaughter",)),
        ("please write a bedtime story about a sleepy owl for my son", ("son",)),
        ("write a haiku about rain. I'm a geologist in Reykjavik btw", ("geologist", "reykjavik")),
        ("help me write a toast for my sister's wedding, I'm a dentist and very nervous",
         ("dentist",)),
        ("tell me a story about dragons for my daughter, she's obsessed", ("daughter",)),
        ("can you write a limerick about my cat? I work as a florist in Bruges",
         ("florist", "bruges")),
    ],
)  # fmt: skip
def test_facts_beside_a_piece_to_write(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words), identity_titles(text)


@pytest.mark.parametrize(
    "text",
    [
        "write a story where I'm a beekeeper in Crete",
        "write a poem in the first person. I am a lighthouse keeper on a rock in Shetland",
        "tell me a story about a girl who lives in Oslo with her cat Mittens",
        "write a story where my character has a husband named Tom",
        "write a poem from my point of view. I am an old oak tree in Kyoto",
        "write a fanfic where my OC is a healer in Lagos. she has two sons",
        "write a short scene. make the hero a retired firefighter from Leeds",
    ],
)
def test_the_piece_itself_stays_fiction(text: str) -> None:
    assert identity_titles(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "write a story about a pirate for my nephew. make it less scary",
        "write a poem about autumn. keep it short and no rhyming",
        "write a bedtime story for my son. use simple words, he's 5",
        "continue the story please, add a dragon and make it funnier",
    ],
)
def test_directions_about_the_piece_are_no_preference(text: str) -> None:
    assert [t for layer, t in cepa(text) if layer == PREFERENCE] == []


def test_a_standing_request_beside_a_piece_is_kept() -> None:
    assert_finds(
        "write a poem about the sea. and from now on always use british spelling",
        PREFERENCE,
        "british",
    )


def test_doing_a_craft_is_not_asking_for_a_piece() -> None:
    assert has_all(identity_titles("I write sonnets every evening, 3 years now"), ("sonnets",))


# --- Role-play: who plays whom ------------------------------------------------------------


@pytest.mark.parametrize(
    ("messages", "words"),
    [
        (("can you act as a strict examiner? I'm a trainee chef in Galway",),
         ("trainee chef", "galway")),
        (("pretend you're a travel agent. I'm a retired teacher from Perth",), ("teacher",)),
        (("can you role-play as an interview panel for a nursing job? I've been a midwife in "
          "Derry for ten years",), ("midwife",)),
        (("can you play a grumpy troll for my granddaughter Isla?",), ("granddaughter",)),
        (("be my spanish tutor please, very strict", "I'm a software engineer in Malmö btw"),
         ("software engineer",)),
    ],
)  # fmt: skip
def test_the_user_stays_themselves_when_only_the_assistant_plays(
    messages: tuple[str, ...], words: tuple[str, ...]
) -> None:
    assert has_all(identity_titles(*messages), words), identity_titles(*messages)


def test_a_dated_plan_beside_an_assistant_role_is_kept() -> None:
    assert_finds(
        "Can you role-play as a hiring panel? My interview with the council is on the 4th of June",
        ACTIVITY,
        "interview",
    )


@pytest.mark.parametrize(
    "messages",
    [
        ("pretend you're my grandad from Cork, 90, who tells war stories. call me Jimmy",),
        ("act as my aunt, a retired nurse from Lagos",),
        ("can you play a sea captain, 60, from Hull, who hates tourists",),
        (
            "lets play a game, ur a bored shopkeeper and im a knight called Brann who lost his sword",
            "i have two dragons and a castle in Dunmore",
        ),
        (
            "you're a hotel receptionist and I'm a guest who lost my key. go",
            "I'm a dentist from Oslo and I demand a new room",
        ),
        (
            "let's do a roleplay. you are a detective and I am the butler",
            "I live in the east wing with my wife Margot",
        ),
        ("*draws my sword* I'm the rightful heir of Dunmore and I have a wife in Calder",),
        ("lets pretend you're a wizard and I'm a vet from Bath",),
        (
            "I'd like a role-play: you are an angry tenant and I am the landlord who owns six flats",
            "I understand, I'm a retired accountant and I live in Wells",
        ),
    ],
)
def test_the_part_and_a_scene_of_the_user_are_not_facts(messages: tuple[str, ...]) -> None:
    assert everything(*messages) == []


@pytest.mark.parametrize(
    ("messages", "words"),
    [
        (("lets do a roleplay, you're a barista and I'm a spy", "ok break character, irl I'm a "
          "welder in Hull"), ("welder", "hull")),
        (("you're a reporter and I'm a famous actor. interview me", "lol ok break. I actually "
          "work as a pharmacist"), ("pharmacist",)),
        (("I'd like a role-play: you are a customer and I am a shop owner", "stop there, that was "
          "useful. in real life I live in Bergen"), ("bergen",)),
        (("let's roleplay, you're a king and I'm a jester", "ok that was fun. I'm a physio in "
          "Leeds"), ("physio",)),
    ],
)  # fmt: skip
def test_leaving_the_scene(messages: tuple[str, ...], words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(*messages), words), identity_titles(*messages)


@pytest.mark.parametrize(
    "text",
    [
        "could you be a bit less formal",
        "I need a break from work, I'm a nurse in Hull",
        "can you be more concise please",
    ],
)
def test_no_role_play_without_a_part(text: str) -> None:
    assert everything(text), text


def test_a_break_from_work_is_not_leaving_a_scene() -> None:
    assert has_all(identity_titles("I need a break from work, I'm a nurse in Hull"), ("nurse",))


# --- Code pasted without a fence, and material whose end is marked -----------------------


@pytest.mark.parametrize(
    "text",
    [
        "why does this fail\nfrom numpy.linalg import norm\nv = norm(x)",
        "SELECT name FROM customers WHERE city = 'Leeds';",
        "is this ok?\nimport pandas as pd\ndf = pd.read_csv('x.csv')",
        "def main():\n    return 1\n",
        "function greet(name) {\n  return 'hi ' + name;\n}",
        "proofread this:\nI am a certified accountant in Leeds with ten years of experience.",
        "my sister wrote this, thoughts?:\n> I'm moving to Denver next month",
    ],
)
def test_pasted_code_and_handed_over_text_are_nobodys_facts(text: str) -> None:
    assert everything(text) == []


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("I'm a physics teacher, is this right?\nfrom scipy.stats import norm\nx = norm(0, 1)",
         ("physics teacher",)),
        ("SELECT id FROM orders\nI'm a junior analyst in Graz btw", ("analyst",)),
        ("my boss sent this, help me reply:\n\n> Please cover the Saturday shift.\n\n"
         "I can't, I have type 1 diabetes and a clinic that day", ("diabetes",)),
        ("review this:\n```js\nlet x = 1\n```\nI'm a junior dev in Kraków", ("kraków",)),
        ("Can you proofread my essay? Background: I'm a nursing student in Manila",
         ("nursing", "manila")),
        ("fix my bio? context: I work as a florist in Bruges", ("florist",)),
        ("translate to german please, I'm a baker and my landlord wrote this: 'Die Miete steigt'",
         ("baker",)),
        ("I'm from Porto and I import wine for a living", ("porto",)),
    ],
)  # fmt: skip
def test_the_users_lines_beside_pasted_text(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words), identity_titles(text)


def test_prose_that_starts_like_code_is_read() -> None:
    assert_finds("from now on answer in Spanish please", PREFERENCE, "spanish")


def test_asking_for_a_piece_leaves_the_scene_before_it() -> None:
    assert has_all(
        identity_titles(
            "you're a grumpy ferryman and I'm a merchant who lost his purse. go",
            "now write a limerick about a goat who sells cheese",
            "lol I actually do keep goats, on a smallholding in Powys",
        ),
        ("goats",),
    )
