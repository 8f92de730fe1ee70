"""Days and states of one's own told in chat's shapes (`rules/activity_public_days.py`,
`rules/activity_shifts.py`, the licence checks of `rules/activity_patterns.py`, the degree
start of `rules/activity_guards.py`, the care rows of `rules/situation.py`,
`rules/context_papers.py`); in fresh words, with the look-alikes that must give nothing."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import ACTIVITY, CONTEXT, assert_finds, assert_nothing


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a festival close at hand, or the user's to host or spend somewhere
        ("eid is next week and i still havent bought anything", "eid next week"),
        ("so holi is this weekend, what clothes wont i mind ruining", "holi"),
        ("navratri starts on thursday and im fasting", "navratri starts"),
        ("im a nurse and passover is next week so the seder is on me", "passover next week"),
        ("hanukkah is at our place this year, help", "hanukkah at their place this year"),
        ("we're spending chuseok with my wife's family in daegu this year", "chuseok daegu"),
        ("i'm hosting thanksgiving at my flat this year, 12 people", "hosting thanksgiving"),
        # a strike called by the user's side
        ("my union just called a strike from the 3rd", "strike from"),
        ("we've voted for a walkout on friday", "walkout"),
        # a run of nights, earlies or lates ahead
        ("they moved me on earlies from next monday, 5am starts", "earlies from next monday"),
        ("im back on nights next week so meals need to be grab and go", "nights next week"),
        ("hr rostered me on lates all next week", "lates"),
        # a check of a licence or a post, named by the trade
        ("my line check is on the 9th and the captain is a stickler", "line check"),
        ("sim check next tuesday, any tips for engine failure drills", "sim check"),
        ("pilot medical is next friday", "medical"),
    ],
)
def test_days_of_ones_own_are_activities(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "ramadan is a month of fasting for muslims",  # what it is, no day
        "diwali is my favourite time of year",  # no day
        "is eid next week this year?",  # a question
        "last year diwali was at our place",  # past
        "my friend said eid is next week",  # reported
        "french rail workers announced a strike from tuesday",  # someone else's strike
        "my wife is on nights next week",  # her rota
        "i'm on nights every other week",  # the rota itself
        "on nights i never sleep well",  # no day of the run
        "i'm celebrating eid",  # no where, whom or year: a habit
    ],
)
def test_day_lookalikes_give_no_activity(text: str) -> None:
    assert_nothing(text, ACTIVITY)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a degree about to begin is where one is going, not a day's event
        ("quit my job, starting a masters in urban planning at ucl in the autumn", "masters"),
        ("starting an MBA at insead in january, terrified", "mba"),
        # care begun for a named trouble, a programme one is put on
        ("just started seeing a counsellor for grief after dad died", "counsellor grief"),
        ("i recently started seeing a therapist about my panic attacks", "therapist panic"),
        ("my gp put me on an outpatient rehab programme", "rehab programme"),
        ("doctor has put me on sick leave for a month", "sick leave"),
        # a paper of one's own going through review
        ("our manuscript is under review at the lancet, fingers crossed", "manuscript review"),
        ("its my second paper btw, in revision at plos one", "paper revision"),
        ("my grant proposal is with the panel till june", "grant proposal"),
    ],
)
def test_states_under_way_are_context(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "my sister just started seeing a therapist for anxiety",  # hers
        "i just started seeing a guy from work",  # no care
        "her paper is in review at nature",  # hers
        "this paper is under review",  # a paper read
        "i'm on a loyalty program at tesco",  # no treatment
    ],
)
def test_state_lookalikes_give_no_context(text: str) -> None:
    assert_nothing(text, CONTEXT)


def test_a_job_starting_on_a_day_stays_an_activity() -> None:
    assert_finds("starting a new job at the council on monday", ACTIVITY, "job")
    assert_nothing("starting a new job at the council on monday", CONTEXT)


def test_a_degree_starting_on_a_weekday_stays_an_activity() -> None:
    assert_finds("starting my phd on monday!! nervous", ACTIVITY, "phd")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a hospital rotation with its end or place
        ("F1 in cardiff, on a paeds rotation until april", "paeds rotation"),
        ("im on an ortho rotation at the royal infirmary this term", "ortho rotation"),
        # an exam prepared for, said in Hinglish
        ("mujhe UPSC ki taiyari start karni hai, kaha se shuru karu", "preparing upsc"),
        ("main bank PO exam ki prep kar rahi hoon", "preparing exam"),
    ],
)
def test_rotations_and_hinglish_prep_are_context(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "the crop rotation in my garden is a mess",  # no rota of one's own
        "meri behen ki exam ki taiyari chal rahi hai",  # a sister's exam
        "mujhe upsc ki prep nahi karni",  # said not to
    ],
)
def test_rotation_and_prep_lookalikes_give_no_context(text: str) -> None:
    assert_nothing(text, CONTEXT)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a correction restates the user's plan
        ("oops i meant the interview is on the 12th", "interview"),
        ("no sorry, i meant my viva is next friday", "viva"),
    ],
)
def test_a_corrected_plan_is_an_activity(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


def test_meaning_to_do_something_is_no_correction() -> None:
    assert_nothing("i meant to call the dentist on friday but forgot", ACTIVITY)
