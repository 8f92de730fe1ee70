"""Activity read by the shape of the sentence, written before the rules were changed for
them, with the look-alikes that must not extract: an event a group of the user's has on a
day ("our choir has a concert on sunday"), an event dated by a month and an ordinal day
("the hearing is june 3rd"), and a tradesperson named by an agent noun coming on a day
("the glazier is coming thursday")."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import ACTIVITY, assert_finds, assert_nothing

# --- A group of the user's has an event on a day -----------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("our choir has a concert at st mary's on sunday", "concert"),
        ("my netball team has a grading next saturday, nervous", "grading"),
        ("our quiz team has the county final on the 12th", "final"),
        ("my running club has a 10k race this weekend", "race"),
        ("our little theatre group has opening night on friday", "opening"),
        ("the lab has an audit next tuesday and im the one prepping", "audit"),
        ("my startup has a pitch to investors on monday", "pitch"),
        ("our rugby side has a derby match tomorrow", "match"),
        ("our book club's got a meeting on thursday", "meeting"),
        ("my dance crew has a showcase in two weeks", "showcase"),
        ("our department has an inspection on the 9th", "inspection"),
        ("my unit has a drill tomorrow morning", "drill"),
    ],
)
def test_a_group_of_the_users_has_an_event_on_a_day(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "our choir has a new conductor",
        "my team has a meeting every monday",
        "our band has gigs most weekends",
        "their band has a gig on saturday",
        "does our choir have a concert on sunday?",
        "my team has a problem with the new manager since monday",
        "our club has a bar and a car park",
        "if our team has a final on sunday ill be shocked",
        "our company has a policy about that since january",
    ],
)
def test_a_group_without_a_dated_event_says_nothing(text: str) -> None:
    assert_nothing(text, ACTIVITY)


# --- An event dated by a month and an ordinal day ----------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("the hearing is june 3rd", "hearing"),
        ("my tribunal is july 21st, wish me luck", "tribunal"),
        ("our scan is august 2nd", "scan"),
        ("the audition is sept 14th in glasgow", "audition"),
        ("my viva is december 1st", "viva"),
        ("the christening is october 22nd", "christening"),
        ("my knee surgery is november 30th", "surgery"),
        ("the open day is march 8th and we're going", "open day"),
    ],
)
def test_an_event_dated_by_month_and_ordinal(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "the deadline is june 3rd",
        "his hearing is june 3rd",
        "is the hearing june 3rd?",
        "the invoice is dated june 3rd",
        "my rent is due june 3rd",
    ],
)
def test_a_date_without_an_event_of_ones_own_says_nothing(text: str) -> None:
    assert_nothing(text, ACTIVITY)


# --- A tradesperson named by an agent noun coming on a day -------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("glazier is coming thursday to fix the window", "glazier"),
        ("the locksmith comes tomorrow at 8", "locksmith"),
        ("the tiler is coming on monday", "tiler"),
        ("chimney sweep is coming next week", "chimney sweep"),
        ("our upholsterer is coming on the 4th", "upholsterer"),
        ("the arborist is coming saturday to look at the oak", "arborist"),
        ("the plasterer is coming friday morning", "plasterer"),
        ("the piano tuner is coming on wednesday", "piano tuner"),
        ("the assessor comes on the 19th", "assessor"),
    ],
)
def test_a_tradesperson_coming_on_a_day(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "winter is coming next week",
        "summer is coming soon",
        "my order is coming friday",
        "the locksmith comes every tuesday",
        "the tiler is coming",
        "is the glazier coming thursday?",
        "the newsletter comes out on monday",
        "the weather is coming in from the west tomorrow",
        "the sequel is coming friday",
        "the thunder is coming tonight",
    ],
)
def test_things_coming_are_not_visitors(text: str) -> None:
    assert_nothing(text, ACTIVITY)


# --- Learning said as teaching oneself, or typed with a dropped g ------------------------

CONTEXT = "context"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("i teach myself spanish on the bus to work", "spanish"),
        ("ive been teaching myself blender in the evenings", "blender"),
        ("im teaching myself to code after my shifts at the depot", "code"),
        ("i also teach myself sign language from youtube", "sign language"),
        ("im learnin portuguese for the move", "portuguese"),
        ("still learnin the banjo, slowly", "banjo"),
        ("sittin in the garden learnin ukulele", "ukulele"),
        ("been studyin for my cdl permit", "cdl"),
    ],
)
def test_learning_said_as_teaching_oneself_or_dropped_g(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "my son teaches himself piano",
        "my kid is learnin guitar",
        "she's teaching herself french",
        "i taught myself excel years ago",
        "should i teach myself python or take a course?",
        "i teach maths at a secondary school",
    ],
)
def test_someone_elses_or_past_learning_is_no_context(text: str) -> None:
    assert_nothing(text, CONTEXT)


# --- A mishap, then a rule since that carries its own condition or care ------------------

EXPERIENCE = "experience"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "three summers ago i drove into the outback with one jerry can and ran out of "
            "fuel. since then i carry two if the trip is over 300km",
            "fuel",
        ),
        (
            "my phone got stolen at a festival in 2019. now i always leave it in the tent "
            "if im going into the pit",
            "stolen",
        ),
        (
            "i lost a client last spring because i missed a deadline. so now i'm extra "
            "careful and i keep two calendars",
            "deadline",
        ),
        (
            "burnt the sourdough twice last month. now im more careful and i set two timers",
            "sourdough",
        ),
        (
            "got food poisoning from a night market stall. these days i only eat where its "
            "busy if im travelling",
            "food poisoning",
        ),
    ],
)
def test_a_mishap_then_a_rule_with_a_condition_or_care(text: str, words: str) -> None:
    assert_finds(text, EXPERIENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "i missed the train once. now i'm tired",
        "since then i wonder if i should quit",
        "now i turn left if the light is green",
        "my brother lost his wallet in rome. now he checks twice if hes in a crowd",
        "i burnt the toast. now i am hungry and i have to make more",
    ],
)
def test_no_mishap_or_no_rule_is_no_lesson(text: str) -> None:
    assert_nothing(text, EXPERIENCE)


def test_a_rule_since_with_its_condition_in_a_clause_of_its_own() -> None:
    assert_finds(
        "last autumn i sailed out in a rising gale and nearly lost the dinghy. since then i "
        "stay in port if the gusts are over 25 knots",
        EXPERIENCE,
        "dinghy",
    )
