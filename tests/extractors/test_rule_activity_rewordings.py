"""Plans said in shapes that reword a plain plan: an outing one wants or plans with a day close
ahead ("me and my friends want to hike jebel jais this friday"), a cleft stressing who goes
("im the one going to Munich from september"), and a break of the year leading the clause
("summer break im going to hike in the kaçkar mountains in august")."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import ACTIVITY, assert_finds, assert_nothing


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("me and my mates want to climb scafell pike this saturday", "climb scafell"),
        ("we wanna drive up to the lakes next weekend", "drive lakes"),
        ("we're planning to camp at loch lomond on the 8th", "camp loch lomond"),
        ("i'd like to visit my nan in leeds on sunday", "visit nan"),
        ("we want to go to the coast on saturday, what should we pack", "going to the coast"),
    ],
)
def test_an_outing_wanted_with_a_day_close_ahead(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        # a wish far off or with no day
        "i want to visit japan one day",
        "i want to travel to peru in 2031",
        # the day's routine is no outing
        "i want to go to bed early tonight",
        "i want to go to the gym tomorrow morning",
        # asked, someone else's, a condition
        "do you want to hike snowdon on saturday?",
        "my sister wants to hike snowdon on saturday",
        "if we want to hike snowdon on saturday what should we pack",
    ],
)
def test_not_a_planned_outing(text: str) -> None:
    assert_nothing(text, ACTIVITY)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("im the one going to Munich as an au pair from september", "munich"),
        ("and I'm the one who's flying to Lagos on the 2nd, not my brother", "flying lagos"),
        ("we're the ones driving to Dundee next friday", "driving dundee"),
    ],
)
def test_a_cleft_on_who_goes(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("summer break im going to hike in the pyrenees for 10 days in august", "hike pyrenees"),
        ("over the easter holidays we're driving to cornwall", "driving cornwall easter"),
        ("christmas break, we're flying to Manila on the 20th", "flying manila"),
    ],
)
def test_a_break_of_the_year_leading_the_clause(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        # the end of a job, told as done, is news for identity
        "I finished up at the council on Friday after 9 years, weird feeling",
        "handed my notice in at aldi, last day was saturday",
        "my last day at the bank was monday",
        "we left the practice on tuesday after twenty years",
        # a return home, told as done
        "flew home to Dunedin yesterday, jetlagged",
        "got back home on sunday after the conference",
    ],
)
def test_a_life_change_told_as_done_is_no_outing(text: str) -> None:
    assert_nothing(text, ACTIVITY)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # still ahead, or an outing of its own
        ("my last day is friday, then two weeks off", "last day"),
        ("i flew to rome on sunday for a conference", "flew rome"),
        ("finished the fells marathon on sunday after 5 hours", "marathon"),
    ],
)
def test_an_ending_ahead_or_an_outing_stays(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a relative marrying is the family's wedding, named or not
        ("my dad is marrying his partner of ten years in august", "dad's wedding august"),
        ("my niece Aroha is getting married in Rotorua on 3 March", "niece aroha's wedding"),
        ("my cousin is getting married next month, need an outfit", "cousin's wedding"),
    ],
)
def test_a_relative_marrying_is_the_familys_wedding(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "my friend is getting married in june",
        "my coworker is marrying her boyfriend in june",
        "is my brother getting married in june?",
        "my parents got married in june 1989",
    ],
)
def test_not_the_familys_wedding(text: str) -> None:
    assert_nothing(text, ACTIVITY)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # the destination is named in lower case in another clause of the message
        ("how do i ship my books from leeds to lisbon? we're moving in september", "lisbon"),
        ("can my cat fly with me to toronto. im relocating on the 20th", "toronto"),
        # a move of home with no destination is still a move
        ("we're moving in october, the boxes are everywhere", "moving october"),
    ],
)
def test_a_move_takes_its_destination_from_the_message(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "im thinking of moving in october",
        "my sister is moving in october",
        "are you moving in october?",
    ],
)
def test_not_the_users_move(text: str) -> None:
    assert_nothing(text, ACTIVITY)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a pronoun read as the last relative named before it that agrees with it
        ("my in-laws in Galway are lovely and we're visiting them in july", "in-laws galway"),
        ("my parents live in Perth and we're visiting them at christmas", "parents perth"),
        ("my nan is 94 now, im seeing her on sunday", "nan"),
        ("my brother moved to Oslo, we're visiting him next month", "brother"),
    ],
)
def test_a_visit_by_pronoun_names_whom(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        # nobody named, or nobody who agrees with the pronoun
        "we're visiting them in august",
        "my brother is a pain. we're visiting them in august",
        "my sister lives in Oslo, we're visiting him in june",
    ],
)
def test_a_visit_by_pronoun_with_no_one_named_stays_unread(text: str) -> None:
    assert_nothing(text, ACTIVITY)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # the people the user teaches, coaches or leads have an event: the user's to run
        ("my students have their end-of-year show on the 20th", "students' show"),
        ("my u14s have a tournament on saturday, any warm up ideas", "u14s' tournament"),
        ("mis alumnos have their recital on June 3rd y yo estoy nerviosa", "alumnos' recital"),
        ("my year 11s have their mocks next week", "mocks"),
        # exams named by students' shorthand
        ("end sems start monday and i havent opened a book", "end-of-semester exams"),
        ("my prelims are on the 4th", "prelims"),
    ],
)
def test_an_event_of_those_the_user_leads_or_an_exam_by_its_shorthand(
    text: str, words: str
) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "my students have exams every friday",
        "do my students have a test on monday?",
        "their students have a concert on sunday",
        "the seminars were boring last term",
    ],
)
def test_not_an_event_of_those_the_user_leads(text: str) -> None:
    assert_nothing(text, ACTIVITY)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a launch with no subject is of the user's thing named before it
        (
            "caption for my spring candle range pls, going live monday 6pm",
            "candle range going live",
        ),
        ("our debut ep, dropping on the 12th!!", "debut ep dropping"),
        ("help me write a post about my pottery shop, opens on the 1st", "pottery shop opens"),
    ],
)
def test_a_launch_said_without_its_subject_is_of_the_thing_named(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's thing, or a launch asked about
        "my sister's app, launching next week",
        "my brother's bakery, opens on the 1st",
        "when is the new album dropping?",
    ],
)
def test_not_a_launch_of_the_users(text: str) -> None:
    assert_nothing(text, ACTIVITY)
