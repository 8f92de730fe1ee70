"""What is under way said after what one is, with nothing but its name, or as a long
journey or a stretch of study away (`rules/context_starts.py`, the table of
`rules/situation.py`); in fresh words, with the look-alikes that must give nothing."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import CONTEXT, assert_finds, assert_nothing, cepa


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # what one is, then what one is doing
        ("i am a grandmother of five and now i am learning the ukulele", "learning ukulele"),
        ("im a nurse from manila doing a bridging course in leeds", "bridging course"),
        ("I'm a postdoc in Lund running a field study on bumblebees", "running field study"),
        # lessons just started
        ("just started pottery classes on thursdays, so messy", "taking pottery classes"),
        ("i recently started swimming lessons at 40", "taking swimming lessons"),
        # a programme named alone, its start said beside it
        ("plumbing apprenticeship in leeds. i start next week", "plumbing apprenticeship"),
        ("master of social work, september intake", "social work"),
        ("data analytics bootcamp. starting on monday", "bootcamp"),
        ("erasmus year in lyon, until june", "erasmus"),
        # a degree beside work, a stretch of study away
        ("im doing a masters in nursing part time alongside my shifts", "masters nursing"),
        ("msc in economics, doing it part time while working", "economics"),
        ("we're doing a semester abroad in seoul", "semester"),
        ("doing erasmus in porto this year", "erasmus"),
        # a shop just opened, told second or in a learner's present
        ("i knit every night and recently launched a shopify store for baby hats", "shopify"),
        ("now me and my brother open small cafe near the station", "opening cafe"),
        # study on the side, said by when
        ("i study python on my lunch breaks", "learning python"),
        ("I also study Arabic on the train", "learning arabic"),
        # a long journey
        ("im backpacking south america for 5 months", "backpacking"),
        ("we're walking the camino in stages", "walking camino"),
        ("im travelling around australia for a year", "travelling australia"),
        # a fixed term, a wait on an answer, a treatment with no article, a piece due
        ("i'm on a 12-month secondment in Nairobi", "secondment"),
        ("we are on a two year posting in Oslo", "posting"),
        ("still waiting to hear back from the embassy", "waiting embassy"),
        ("waiting for my biopsy results, trying not to panic", "waiting biopsy"),
        ("doing rehab for my knee three times a week", "rehab knee"),
        ("got my thesis due in 3 weeks", "thesis"),
        # a couple parting, said with both as the subject
        ("my husband and i are splitting up after 12 years", "splitting up"),
        ("we're getting divorced, trying to keep it civil for the kids", "divorced"),
        # a piece of work under way in Spanish or Portuguese
        ("ahora estoy escribiendo un libro de cocina", "writing libro"),
        ("tô montando uma loja no instagram", "setting up instagram"),
        # what follows "so" is said of the work, not part of it
        ("im renovating the bathroom rn so the house is chaos", "renovating bathroom"),
        # a standard worked towards
        ("we're working towards our organic certification", "organic certification"),
    ],
)
def test_starts_are_context(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "plumbing apprenticeship in leeds",  # no start said: who one is, or a question's topic
        "im cycling to the shops",  # an errand, not a journey of months
        "we're hiking in the alps for 3 days",  # a trip of days
        "my sister just started piano lessons",  # someone else's
        "i'm doing a master's in marine biology in Hobart",  # a degree: who one is
        "what if i started guitar lessons?",  # hypothetical
        "i paint on weekends and opened a shop in 2015",  # an old shop: who one is
        "we're waiting for the bus",  # a moment's wait
        "my parents are getting divorced",  # someone else's parting
        "estoy haciendo la cena",  # dinner being made
    ],
)
def test_start_lookalikes_give_no_context(text: str) -> None:
    assert_nothing(text, CONTEXT)


def test_treatment_of_a_named_injury_is_the_recovery_alone() -> None:
    found = [
        t
        for layer, t in cepa("broke my wrist in may, doing physio twice a week")
        if layer == CONTEXT
    ]
    assert found == ["Recovering from a broken wrist"], found
