"""Activity, context and experience classes, each written as fresh cases
before the rules were changed for them, with the look-alikes that must not extract: a told
lesson keeps the story it came from, an event named with a bare date ("our recital is 9
may"), any verb whose object is an event ("I will chair the hearing on the 4th"), retiring
on a date, and learning said through an app, a course signed up for or a project done to
learn something."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import (
    ACTIVITY,
    CONTEXT,
    EXPERIENCE,
    assert_finds,
    assert_nothing,
)

# --- Experience: a "lesson learned" rule keeps the story told before it ---------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "two summers ago i rented a van from a mate of a mate and the brakes failed on the "
            "motorway. lesson learned: only rent from a proper company",
            "van",
        ),
        (
            "Last spring I let my nephew borrow the tractor and he put it in a ditch. Now the "
            "shed is locked. Lesson learnt, no lending machinery to family.",
            "tractor",
        ),
        (
            "last month i dnfd the trail race cos my headtorch died at midnight. lesson learned, "
            "always pack spare batteries",
            "headtorch",
        ),
        (
            "I sold my old camera on a marketplace app and the buyer's cheque bounced. Lesson "
            "learned the hard way: bank transfer only, before anything is posted.",
            "cheque",
        ),
        (
            "Quick context: last year I trusted a contractor without references and he vanished "
            "with the deposit. Since then I check three references before hiring anyone.",
            "contractor",
        ),
        (
            "one time I cooked the rice in an aluminium pot and it burnt black. since that time I "
            "only use the clay pot",
            "rice",
        ),
    ],
)
def test_a_told_lesson_keeps_its_story(text: str, words: str) -> None:
    assert_finds(text, EXPERIENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "my brother lent his car to a friend and it got wrecked. lesson learned, he says",
        "can you explain what a lesson learned log is in project management?",
    ],
)
def test_not_a_told_lesson(text: str) -> None:
    assert_nothing(text, EXPERIENCE)


# --- Activity: an event named with a bare date --------------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("our recital is 9 may so i need to practise more", "recital"),
        ("my viva is 3 july and im terrified", "viva"),
        ("the book fair is next friday and my stall isnt ready", "fair"),
        ("our school fete is 22 june, any raffle ideas?", "fete"),
        ("me n my brother have a gig on 5th july at the Crown", "gig"),
        ("me n my coach have a session on the 12th", "session"),
    ],
)
def test_an_event_with_a_bare_date(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "my rent is 9 june, always late",
        "her recital is 9 may",
        "my deadline is 3 july",
        "the fair is every saturday in summer",
        "the weather is next week's problem",
    ],
)
def test_not_an_event_with_a_bare_date(text: str) -> None:
    assert_nothing(text, ACTIVITY)


# --- Activity: any verb whose object is an event, with a future date ----------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("On the 14th of September I will chair the tribunal hearing", "hearing"),
        ("next month I sit the final exam for my accountancy papers", "exam"),
        ("I will conduct the wedding of my cousin on 3 August", "wedding"),
        ("we will judge the baking competition next saturday", "competition"),
        ("I'm officiating the memorial on friday", "memorial"),
    ],
)
def test_any_verb_with_an_event_object(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "I will print the meeting agenda tomorrow",
        "I always chair the meeting on mondays",
        "I chaired the hearing last week and it went fine",
        "would you chair the meeting on friday?",
        "he will conduct the wedding on saturday",
    ],
)
def test_not_an_event_object(text: str) -> None:
    assert_nothing(text, ACTIVITY)


# --- Activity: retiring on a date ---------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("I retire in June after 40 years on the railways", "retir"),
        ("I'll be retiring next spring, finally", "retir"),
        ("I shall retire in September and hand the practice to my partner", "retir"),
        ("we both retire next year and want to sail", "retir"),
    ],
)
def test_retiring_on_a_date(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "I retired in 2019 and miss the routine",
        "my dad retires next month",
        "I might retire next year if the pension allows",
        "I can't wait to retire one day",
    ],
)
def test_not_retiring_on_a_date(text: str) -> None:
    assert_nothing(text, ACTIVITY)


# --- Context: learning said through an app, a course or a project -------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("im doing turkish on duolingo most nights, 90 day streak", "turkish"),
        ("been doing swahili on babbel since january", "swahili"),
        ("my greek is still awful, day 140 on duolingo and i can only order coffee", "greek"),
        ("I've finally started learning Gaelic properly", "gaelic"),
        ("just signed up for a beginner welding course at the college, ten weeks", "welding"),
        ("signed up for watercolour classes on thursday evenings", "watercolour"),
        ("i enrolled in an evening pottery class last month", "pottery"),
        ("im doing the fast.ai course to learn machine learning", "machine learning"),
        ("I'm working through a textbook to learn calculus again", "calculus"),
        ("started cello at 52, my teacher is half my age", "cello"),
        ("started banjo last month and my fingers hurt", "banjo"),
    ],
)
def test_learning_said_other_ways(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "my son is doing french on duolingo",
        "is duolingo any good for learning finnish?",
        "started school at 5 like everyone else",
        "started work at 9 today, long day",
        "signed up for a gym membership but never go",
        "my wife signed up for pottery classes",
    ],
)
def test_not_learning(text: str) -> None:
    assert_nothing(text, CONTEXT)


@pytest.mark.parametrize(
    "text",
    [
        "signed up for watercolour classes on thursday evenings",
        "just signed up for a beginner welding course at the college, starting next week",
    ],
)
def test_classes_signed_up_for_are_not_a_one_off(text: str) -> None:
    assert_nothing(text, ACTIVITY)


# --- Experience: "never again" after a story keeps the story; a rule with commas is read ---


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "last season i bonked at km 80 because i skipped the feed station. never again - now "
            "i carry two gels in my jersey",
            "feed station",
        ),
        (
            "In 2021 I lost the whole tomato crop because I planted too early, in March. Since "
            "then I plant in May, after the last frost, and they do fine.",
            "tomato",
        ),
    ],
)
def test_a_rule_after_a_story(text: str, words: str) -> None:
    assert_finds(text, EXPERIENCE, words)


def test_a_story_with_never_again_is_one_lesson() -> None:
    from tests.extractors.test_rule_classes import cepa

    found = cepa("lent my drill to a neighbour and he snapped the chuck. never again")
    assert [layer for layer, _ in found] == [EXPERIENCE], found


# --- Activity: where a journey goes, what recurs, what one had to do -----------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("I'm off to Tromsø for the winter, flying out on the 3rd of november", "flying tromsø"),
        ("we're heading to Cusco for a month, leaving next friday", "cusco"),
    ],
)
def test_a_journey_keeps_where_it_goes(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "we had to put our old cat down on monday",
        "I had to cancel my dentist on friday",
        "I teach a knitting circle at the community hall on Thursday evenings",
        "we play five-a-side on sunday mornings",
    ],
)
def test_not_an_outing_or_a_plan(text: str) -> None:
    assert_nothing(text, ACTIVITY)


@pytest.mark.parametrize(
    "text",
    [
        "been learning dutch 5 months now, 150 day streak on duolingo. my first language is urdu",
    ],
)
def test_the_language_on_the_app_is_the_one_learned(text: str) -> None:
    from tests.extractors.test_rule_classes import cepa

    found = [title for layer, title in cepa(text) if layer == CONTEXT]
    assert found and all("Urdu" not in t for t in found) and len(found) == 1, found


# --- Context: an injury said with a short month or a climber's word; a dropped "I've" -----


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("busted my knee skiing in feb, still limping", "knee"),
        ("tweaked my shoulder at the climbing wall last week", "shoulder"),
        ("tweaked my A4 pulley on a crimp 2 weeks ago", "pulley"),
        ("got made redundant in april and been job hunting ever since", "job hunting"),
        ("finished uni in june and been job huntin since, nothing yet", "job hunting"),
    ],
)
def test_a_situation_said_casually(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "I found a signed first edition at a car boot sale last week",
        "found an old photo of my gran in the attic yesterday",
    ],
)
def test_a_thing_found_is_no_lesson(text: str) -> None:
    assert_nothing(text, EXPERIENCE)


# --- Activity: an event with its own date, named inside a clause about something else -----


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("trying to get my 5k under 25 min before the club race on june 9", "race"),
        ("need to drop 2kg before my weigh-in on friday", "weigh-in"),
        ("practising scales every night before my recital on the 14th", "recital"),
        ("learning my lines in time for the audition next tuesday", "audition"),
    ],
)
def test_an_event_named_within(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "my son is training hard for the regionals on the 3rd",
        "she's nervous about her audition next tuesday",
        "I'm printing handouts for the meeting",
        "I trained for the marathon last year",
        "im training for my first duathlon in october",
    ],
)
def test_not_an_event_named_within(text: str) -> None:
    assert_nothing(text, ACTIVITY)


# --- Activity: a trip planned keeps where it goes; a part given at someone's wedding -------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("planning a trip to Skye in September for the photography", "trip skye"),
        ("my cousin wants me as her bridesmaid in october, no pressure", "bridesmaid"),
        ("our oldest friend picked me as his best man on the 21st of june", "best man"),
    ],
)
def test_a_trip_or_a_wedding_part(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


def test_a_wedding_part_without_a_date_is_no_event() -> None:
    assert_nothing("she wants me as her bridesmaid but i said no", ACTIVITY)


# --- Activity: "did" and "saw" are an outing only with an event named ----------------------


@pytest.mark.parametrize(
    "text",
    [
        "saw a kingfisher by the canal yesterday",
        "did a double on the night bus today, wrecked",
        "did Porto to Braga on the bike last week",
    ],
)
def test_a_sighting_or_a_stint_is_no_outing(text: str) -> None:
    assert_nothing(text, ACTIVITY)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("we saw the fireworks show on saturday", "show"),
        ("I did the colour run race last sunday", "race"),
    ],
)
def test_an_outing_with_an_event_named(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


# --- Context: a count of staying off something, a wait, a piece made by hand --------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("90 days clean as of this morning 🙏", "clean"),
        ("im two years smoke free now", "smoke free"),
        ("submitted my residency application in feb, still waiting, is that normal", "residency"),
        ("filed my tax return 10 weeks ago and still no refund", "tax return"),
        ("I'm crocheting a blanket for my granddaughter", "blanket"),
        ("whittling a spoon from a cherry branch, first one", "spoon"),
    ],
)
def test_a_state_a_wait_or_a_handmade_piece(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "my uncle is 10 years sober",
        "submitted my essay yesterday, so relieved",
        "I'm knitting while watching telly",
    ],
)
def test_not_a_state_a_wait_or_a_handmade_piece(text: str) -> None:
    assert_nothing(text, CONTEXT)
