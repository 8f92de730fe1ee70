"""Identity taken back in general words, matched against the stored list by a word: "no
longer X", "not X anymore", "finished with X", "no more X", the same frame in other chat
languages, work left by what it was ("left nursing"), something switched away from, a last
day at a workplace, going freelance, moving out of the family home, a subject of study
changed, a relative who died or a partner now an ex; and a job quit when only one job is
stored. Each case names which stored memories the message takes back; the look-alikes (the
same shape that must not) take back nothing."""

from __future__ import annotations

import pytest

from memoryflow.extractors.rule_based import RuleBasedExtractor
from tests.extractors.scoring import identity_edits, stored_identity, taken_back
from tests.extractors.test_rule_identity_classes import has_all, identity_titles
from tests.extractors.test_rule_reading import chat

# id -> (title, identity type), as an earlier run would have stored them
STORED = {
    "pesc": ("Is pescatarian", "personal"),
    "fisher": ("Works as a lobster fisherman in Maine", "professional"),
    "grubhub": ("Works at Grubhub", "professional"),
    "agency": ("Works as a copywriter at an ad agency", "professional"),
    "cab": ("Works as a Lyft driver", "professional"),
    "aunt": ("Lives with their aunt", "demographic"),
    "chem": ("Studies chemistry at Bristol", "personal"),
    "husband": ("Married to Dmitri", "relationship"),
    "nephew": ("Has a nephew named Arlo", "personal"),
    "gf": ("Has a girlfriend named Sunniva", "relationship"),
    "pottery": ("Does pottery every Thursday", "personal"),
}


def retracted(
    *turns: str | tuple[str, str], stored: dict[str, tuple[str, str]] = STORED
) -> set[str]:
    existing = [stored_identity(key, *value) for key, value in stored.items()]
    return set(taken_back(identity_edits(RuleBasedExtractor(), chat(*turns), existing)))


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        # "no longer X", "not X anymore", "finished with X", "no more X"
        ("I'm no longer pescatarian since the anaemia", {"pesc"}),
        ("not really pescatarian any more tbh", {"pesc"}),
        ("well that's me finished with lobsters after thirty winters", {"fisher"}),
        ("i'm done with pottery for good now", {"pottery"}),
        ("no more grubhub for me", {"grubhub"}),
        ("I don't deliver for Grubhub anymore", {"grubhub"}),
        # the same frame in another chat language
        ("ya no soy pescatariana", {"pesc"}),
        # work left by what it was, an employer switched away from, a last day
        ("I left fishing in the spring", {"fisher"}),
        ("switched from lyft to a day job", {"cab"}),
        ("my last day at grubhub was thursday", {"grubhub"}),
        ("finished up at grubhub on monday", {"grubhub"}),
        # one's own boss now: the jobs at a workplace go, the rest stay
        ("went freelance in april", {"agency", "grubhub"}),
        # out of the family home; a subject of study changed
        ("I moved out of my aunt's house in the summer", {"aunt"}),
        ("changed my major to geology", {"chem"}),
        # a relative who died, a partner now an ex
        ("my husband Dmitri passed away in the autumn", {"husband"}),
        ("our nephew Arlo died in the crash", {"nephew"}),
        ("my ex Sunniva still has my bike", {"gf"}),
        # look-alikes: the same shapes about nothing stored, or not a change
        ("I'm no longer sure about the colour", set()),
        ("done with the dishes, now what", set()),
        ("not angry anymore, just tired", set()),
        ("I left the studio at six", set()),
        ("was I ever pescatarian? no longer sure", set()),
        ("my husband Dmitri loves fishing", set()),
        ("if my husband died I'd sell the house", set()),
        ("switched my phone off", set()),
    ],
)
def test_a_fact_taken_back_in_general_words(text: str, gone: set[str]) -> None:
    assert retracted(text) == gone


def test_a_spouse_who_died_is_widowhood_not_a_family_member() -> None:
    titles = identity_titles("my husband Dmitri passed away in the autumn")
    assert titles == ["Is widowed (their husband Dmitri passed away)"]


@pytest.mark.parametrize(
    ("text", "stored", "gone"),
    [
        # one job stored: a job quit by any name takes it back
        (
            "quit my support job last week",
            {"r": ("Works as a help desk analyst", "professional")},
            {"r"},
        ),
        (
            "gave notice at the agency on friday",
            {"r": ("Works as a translator", "professional")},
            {"r"},
        ),
        (
            "quit the bistro last month",
            {"r": ("Works as a sommelier at Chez Ana", "professional")},
            {"r"},
        ),
        # two jobs stored: a role alone is a trade the user may keep
        (
            "quit my support job last week",
            {
                "r": ("Works as a help desk analyst", "professional"),
                "t": ("Works as a tutor", "professional"),
            },
            set(),
        ),
        # the day's leaving is no job left
        (
            "left the bistro early",
            {"r": ("Works as a sommelier at Chez Ana", "professional")},
            set(),
        ),
    ],
)
def test_a_job_quit_takes_back_the_one_job_stored(
    text: str, stored: dict[str, tuple[str, str]], gone: set[str]
) -> None:
    assert retracted(text, stored=stored) == gone


@pytest.mark.parametrize(
    ("text", "stored", "gone"),
    [
        ("the bakery shut down in the new year", {"b": ("Runs a bakery", "professional")}, {"b"}),
        ("we had to close the salon", {"b": ("Runs a hair salon", "professional")}, {"b"}),
        ("our cafe went bust", {"b": ("Runs a cafe", "professional")}, {"b"}),
        ("the bakery is closed on mondays", {"b": ("Runs a bakery", "professional")}, set()),
    ],
)
def test_ones_own_shop_closed(
    text: str, stored: dict[str, tuple[str, str]], gone: set[str]
) -> None:
    assert retracted(text, stored=stored) == gone


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("guess who quit grubhub this morning", {"grubhub"}),
        ("confession: i eat fish again", set()),  # fish does not end pescatarian
        ("confession i'm eating chicken again", {"pesc"}),
    ],
)
def test_news_told_as_a_riddle_or_a_confession(text: str, gone: set[str]) -> None:
    assert retracted(text) == gone


@pytest.mark.parametrize(
    ("text", "stored", "gone"),
    [
        # studies left, a place of study finished at
        ("I left college in february", {"s": ("Studies welding at Tafe", "personal")}, {"s"}),
        ("not at uni anymore", {"s": ("Studies welding at Tafe", "personal")}, {"s"}),
        ("I've completed my diploma", {"s": ("Studies welding at Tafe", "personal")}, {"s"}),
        ("finished at Tafe in november", {"s": ("Is a student at Tafe", "personal")}, {"s"}),
        # a platform left, out of work
        (
            "got deactivated from bolt on sunday",
            {"b": ("Works as a Bolt driver", "professional")},
            {"b"},
        ),
        ("I stopped doing bolt", {"b": ("Works as a Bolt driver", "professional")}, {"b"}),
        ("I don't drive bolt anymore", {"b": ("Works as a Bolt driver", "professional")}, {"b"}),
        ("so im out of a job", {"b": ("Works as a dog walker", "professional")}, {"b"}),
        # one's own business wound down
        ("the agency folded in march", {"a": ("Runs a design agency", "professional")}, {"a"}),
        ("we wound down the studio for good", {"a": ("Runs a yoga studio", "professional")}, {"a"}),
        # look-alikes
        (
            "not at home anymore, on the train",
            {"s": ("Studies welding at Tafe", "personal")},
            set(),
        ),
        ("I stopped doing the dishes", {"b": ("Works as a Bolt driver", "professional")}, set()),
        ("out of milk again", {"b": ("Works as a dog walker", "professional")}, set()),
        ("we wind down the studio at 9", {"a": ("Runs a yoga studio", "professional")}, set()),
    ],
)
def test_studies_work_and_business_left(
    text: str, stored: dict[str, tuple[str, str]], gone: set[str]
) -> None:
    assert retracted(text, stored=stored) == gone


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("we emigrated to Chile in the autumn", ("lives", "chile")),
        ("made the big move to Tallinn last month", ("lives", "tallinn")),
    ],
)
def test_a_move_abroad_is_where_the_user_lives(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("my contract wasn't renewed", {"j"}),
        ("so my placement ended on friday", {"j"}),
        ("my contract ends in june", set()),  # not yet
        ("my shift ended at 10", set()),
    ],
)
def test_a_contract_that_ended_takes_back_the_one_job_stored(text: str, gone: set[str]) -> None:
    assert retracted(text, stored={"j": ("Works as a lab technician", "professional")}) == gone


def test_time_spent_elsewhere_before_the_news_is_read_after_it() -> None:
    stored = {"h": ("Lives in Doha", "demographic")}
    assert retracted("after six years in Doha we're back in Cebu", stored=stored) == {"h"}
    assert has_all(identity_titles("after six years in Doha we're back in Cebu"), ("cebu",))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I moved to a dental practice", False),
        ("we moved to a little village near Ely", True),
    ],
)
def test_a_kind_of_place_moved_to_is_no_home(text: str, expected: bool) -> None:
    assert has_all(identity_titles(text), ("lives",)) is expected


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("so im out of a job since friday", True),
        ("i'm unemployed at the moment", True),
        # a contract that ended says the job is gone, not that no other work is had
        ("my contract ended last week", False),
    ],
)
def test_out_of_work_takes_back_the_job_and_is_kept_itself(text: str, kept: bool) -> None:
    stored = {"w": ("Works as a dog walker", "professional")}
    existing = [stored_identity(key, *value) for key, value in stored.items()]
    edits = identity_edits(RuleBasedExtractor(), chat(text), existing)
    assert set(taken_back(edits)) == {"w"}
    added = [edit.item.title for edit in edits if edit.item is not None]
    assert ("Is out of work" in added) is kept
