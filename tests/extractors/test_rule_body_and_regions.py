"""Facts a title used to lose or a clause used to drop: a device or implant the user has
and a body part described as lastingly bad (`rules/identity_body.py`), a region said past
a comma after a place (`rules/place_regions.py`), and the working life a retirement closes
("retired after 35 years driving trams"). Fresh sentences, with look-alikes."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import has_all, identity_titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("i've worn hearing aids since my 40s. I wear hearing aids at work too", ("hearing aids",)),
        ("just got my first hearing aid and everything is so loud", ("hearing aid",)),
        ("had two stents put in after the heart attack", ("stent",)),
        ("I've had a pacemaker since 2018 so no MRI for me", ("pacemaker",)),
        ("i use a wheelchair most days, so step-free routes matter", ("wheelchair",)),
        ("im in a wheelchair since the accident", ("uses a wheelchair",)),
        ("got an insulin pump last spring and the doctor says its working", ("insulin pump",)),
        ("I've got a gammy right shoulder from rugby", ("gammy right shoulder", "rugby")),
        ("61, dodgy hips, still walking every day", ("dodgy hips",)),
        ("bad knees from years of football, so no running plans", ("bad knees",)),
    ],
)  # fmt: skip
def test_a_device_or_lasting_complaint_is_health(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    "text",
    [
        "I got a hearing aid for my grandad yesterday",
        "im in a hip replacement queue",
        "my husband has a pacemaker",
        "do you think I need a walking stick?",
        "she's got a dodgy knee",
        "I had a bad day at work",
        "if i had a bad back i'd never lift that",
    ],
)
def test_someone_elses_or_no_complaint_gives_none(text: str) -> None:
    titles = identity_titles(text)
    # a relative's stays theirs ("Husband has a pacemaker"); none is the user's own
    assert not any(t.startswith(("Has ", "Wears ", "Uses ")) for t in titles), titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("I run a tiny bakery in Fremantle, Western Australia, open six days", ("bakery", "fremantle, western australia")),
        ("we live in Salem, Oregon, with two dogs", ("lives in salem, oregon",)),
        ("I'm a paramedic in Kisumu, Kenya", ("paramedic", "kisumu, kenya")),
        ("retired after 35 years driving trams in Melbourne", ("retired", "35 years driving trams")),
        ("single mum here (Dundee), two teenagers", ("lives in dundee",)),
        ("I am 69 and I keep 6 bee hives", ("keeps bees", "6 hives")),
        ("teacher by day, etsy seller by night", ("etsy seller",)),
    ],
)  # fmt: skip
def test_the_region_and_the_working_life_stay(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("I live in Leeds, Monday to Friday", ("leeds, monday",)),
        ("I work in IT, Python mostly", ("python",)),
        ("I'm a nurse in Leeds, English is my second language", ("leeds, english",)),
        ("nurse here, Sarah", ("sarah",)),
        ("I have hives again", ("hives",)),
    ],
)
def test_a_word_after_the_comma_that_is_no_region(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert not has_all(titles, words), titles
