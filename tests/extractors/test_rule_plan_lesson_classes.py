"""More classes of activity, experience and preference statements, each written as the
varied ways real users type them before the rules were changed for them, with the
look-alikes that must not extract: plans told in the plain present or as a dated heading,
lessons told as a mishap and the rule since, how to shape an answer, and sarcasm."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import (
    ACTIVITY,
    CONTEXT,
    EXPERIENCE,
    PREFERENCE,
    assert_finds,
    assert_nothing,
)

# --- Activity: a plan in the plain present, a dated heading, an event of any name ---------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("we fly out to lisbon on friday", "lisbon"),
        ("tomorrow i drive up to inverness for my cousins wedding", "inverness"),
        ("saturday we leave for Cornwall, cant wait 😎", "cornwall"),
        ("next week i sit my driving theory test", "theory test"),
        ("on the 22nd i present my thesis proposal to the panel", "thesis proposal"),
        ("in june we take the kids to disneyland paris", "disneyland"),
        ("friday morning: dentist, then straight to work", "dentist"),
        ("thursday: colonoscopy. dreading it", "colonoscopy"),
        ("my driving assessment is on monday", "driving assessment"),
        ("my bloodwork is tomorrow morning", "bloodwork"),
        ("our first ultrasound appt is on the 3rd", "ultrasound"),
        ("joining a law firm in leeds in september", "leeds"),
        ("i need a packing list for a hiking trip to Snowdonia next weekend", "snowdonia"),
        ("tomorrow i interview at a bank in canary wharf, any tips?", "interview"),
    ],
)
def test_a_plan_in_the_present_or_a_dated_heading(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "we fly out whenever the visa comes through",
        "my sister flies to Rome on friday",
        "if we leave for Cornwall on saturday will traffic be bad?",
        "every friday i drive to my mums",
        "my rent is due on the 1st",
        "tomorrow i need to finish the report",
        "monday: so tired already lol",
        "my sister has her interview tomorrow",
        "we usually fly to spain in august",
        "is the meeting on tuesday?",
        "my flatmate is going on a trip to Rome next week",
    ],
)
def test_not_a_plan_of_the_user(text: str) -> None:
    assert_nothing(text, ACTIVITY)


# --- Experience: a mishap and the rule since, a lesson with its heading -------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "trusted a landlord without a written contract and lost my deposit. get everything "
            "in writing now",
            "deposit",
        ),
        (
            "booked the cheapest flight and it had a 14 hour layover, next time im paying the "
            "extra 50 quid",
            "layover",
        ),
        ("didnt back up my phone and lost 4 years of photos. i back up weekly now", "photos"),
        ("biggest lesson from my first marathon: dont go out too fast", "too fast"),
        ("the main takeaway from that job: never work without a contract", "contract"),
        ("lesson from the move: label every box", "label"),
        (
            "left my bike unlocked for 2 minutes and it got nicked. always lock it now, even for "
            "a quick shop",
            "bike",
        ),
        (
            "ignored the check engine light for a month and the repair cost 2 grand. never "
            "doing that again",
            "engine light",
        ),
        ("skipped the warm up and pulled my hamstring, from now on i stretch first", "hamstring"),
        (
            "bought a used car without an inspection and it needed a new gearbox, next time im "
            "taking a mechanic",
            "used car",
        ),
        ("big lesson this year: say no more often", "say no"),
        (
            "signed up for a gym without reading the cancellation terms and paid for a year i "
            "didnt use. i read the small print now",
            "small print",
        ),
    ],
)
def test_a_mishap_and_the_rule_since(text: str, words: str) -> None:
    assert_finds(text, EXPERIENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "i read every night now",
        "lost my keys again lol",
        "next time im in london lets get coffee",
        "my brother lost his deposit, next time hes getting it in writing",
        "what was the biggest lesson from your first job?",
        "lesson 3: the past tense",
        "if i lose my job next time i'll be ready",
    ],
)
def test_not_a_mishap_and_rule(text: str) -> None:
    assert_nothing(text, EXPERIENCE)


@pytest.mark.parametrize(
    "text",
    [
        "didnt back up my phone and lost 4 years of photos. i back up weekly now",
        "signed up for a gym without reading the terms and paid for a year. i read the small "
        "print now",
    ],
)
def test_a_rule_after_a_mishap_is_no_habit(text: str) -> None:
    assert_nothing(text, PREFERENCE)


# --- Preference: the shape of an answer ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("give me the short answer first, details after", "answer first"),
        ("answer first pls, then explain", "answer first"),
        ("bottom line up front please", "bottom line"),
        ("explain it like im five", "five"),
        ("talk to me like a total beginner, i know nothing about cars", "beginner"),
        ("assume im a beginner", "beginner"),
        ("be brutally honest with me", "honest"),
        ("dont hold back, be direct", "direct"),
        ("treat me like an expert, skip the basics", "basics"),
        ("just give me the code, no explanation", "code"),
        ("tldr first, then the long version", "tl;dr"),
        ("i prefer bullet points over paragraphs", "bullet"),
    ],
)
def test_the_shape_of_an_answer(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "i just LOVE doing my taxes. best part of the year 🙃",
        "oh i ADORE waiting on hold for an hour",
        "nothing says fun like a 6am meeting",
        "i love how my landlord never answers his phone",
        "my son loves dinosaurs",
        "explain why the sky is blue",
        "be honest, is this essay any good?",
        "can you answer the first question again",
    ],
)
def test_not_a_preference(text: str) -> None:
    assert_nothing(text, PREFERENCE)


# --- Activity: what one launches, a birthday by its number, people staying or over ------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("our new menu goes live on the 3rd", "menu"),
        ("my exhibition opens next friday!!", "exhibition opens"),
        ("our app launches on monday, fingers crossed", "app launches"),
        ("my shop reopens on the 1st after the refit", "shop reopens"),
        ("its my mums 60th next week", "60th"),
        ("my partners 30th is on saturday, need a cake idea", "30th"),
        ("we're having friends over on saturday", "friends over"),
        ("having the in-laws over for dinner on sunday 😬", "in-laws"),
        ("the grandkids are with us for two weeks in july", "grandkids"),
        ("my parents are staying with us next week", "parents staying"),
    ],
)
def test_a_launch_a_birthday_or_guests(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "the new iphone launches in september",
        "his shop reopens on the 1st",
        "my mums 60th was amazing",
        "we have friends over every saturday",
        "my parents are staying with my brother next week",
        "if my exhibition opens next friday i'll be a wreck",
        "when does the app launch?",
    ],
)
def test_not_a_launch_or_guests_of_the_user(text: str) -> None:
    assert_nothing(text, ACTIVITY)


# --- Context: retraining for a new line of work ------------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("retraining as a plumber at 50, night classes twice a week", "plumber"),
        ("training to be a paramedic", "paramedic"),
        ("studying to become a nurse, second year", "nurse"),
        ("im retraining in cybersecurity after 15 years in retail", "cybersecurity"),
        ("switching careers into UX design, doing a bootcamp", "ux design"),
        ("i'm in the middle of a career change into teaching", "teaching"),
    ],
)
def test_retraining_for_new_work(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "my son is training to be a pilot",
        "thinking about retraining as a chef someday",
        "should i retrain as a nurse?",
    ],
)
def test_not_retraining_or_a_project(text: str) -> None:
    assert_nothing(text, CONTEXT)


# --- Activity: a plan dated or named in another language, titled in English --------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("mañana tengo una entrevista en un banco, estoy nerviosa", "interview"),
        ("el sábado tengo la boda de mi prima", "wedding"),
        ("domani ho un esame di statistica", "exam"),
        ("mia madre is coming to visit la settimana prossima", "visit"),
        ("la semaine prochaine j'ai un entretien à Lyon", "interview"),
        ("ich habe nächste Woche eine Prüfung", "exam"),
        ("meri shaadi hai march mein, so much to plan", "wedding march"),
        ("agle hafte mera interview hai at infosys", "interview"),
        ("we're flying to Goa agle mahine", "goa"),
    ],
)
def test_a_plan_in_another_language(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "mi hermana tiene una entrevista mañana",
        "ayer tuve un examen horrible",
        "meri behen ki shaadi hai march mein",
        "¿tienes una entrevista mañana?",
    ],
)
def test_not_a_plan_of_the_user_in_another_language(text: str) -> None:
    assert_nothing(text, ACTIVITY)
