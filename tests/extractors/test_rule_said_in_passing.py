"""Identity facts said in passing: beside a relative, in a short answer, as the reason for
asking. Written in fresh words, each class with the look-alikes of the same shape that
must give nothing (`rules/identity.py`)."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import has_all, identity_titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # "hes" / "shes" typed without the apostrophe still point back at the relative
        ("my wife, shes a radiographer so she does weekends", ("wife", "radiographer")),
        ("ok my brother, hes an electrician in Gdynia", ("brother", "electrician")),
    ],
)
def test_a_relative_then_hes_a_job(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    "text",
    [
        "my flatmate, shes a barista",  # a flatmate's job is not kept
        "my puppy, hes a menace",  # no job: nothing about the user
    ],
)
def test_hes_after_no_close_relative_is_nothing(text: str) -> None:
    assert not identity_titles(text)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a diet said with "eat" or "keep"
        ("we only eat kosher at home", ("kosher",)),
        ("i keep kosher, so no shellfish ideas", ("kosher",)),
        ("i eat plant based these days", ("plant based",)),
        # a household said with "live with"
        ("rent is cheap, i still live with my grandparents", ("grandparents",)),
        ("im living with my aunt in Salford now", ("aunt",)),
        # a part in a band said with "on"
        ("im on drums in a wedding band", ("drums", "wedding band")),
        ("big gig friday, im on keys", ("keys",)),
    ],
)
def test_a_diet_household_or_part_said_in_passing(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    "text",
    [
        "my cousin eats halal so the menu needs options",  # someone else's diet
        "i eat halal chicken from the corner shop?",  # a question
        "i'm staying with my uncle for two weeks",  # a visit
        "i live with my sister for a few days while the flat is fixed",
        "she lives with my nan",  # someone else's household
        "im on the piano bench waiting",  # on a thing, not playing a part
        "im on my keyboard all day",
    ],
)
def test_the_same_words_of_someone_else_or_a_visit_are_nothing(text: str) -> None:
    titles = identity_titles(text)
    assert not [
        t for t in titles if any(w in t.lower() for w in ("halal", "lives with", "plays"))
    ], titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a move and a new home, said in passing
        ("we emigrated to adelaide in 2012", ("adelaide",)),
        ("my wife and i moved to the philippines last spring", ("philippines",)),
        ("we relocated to the uk for work", ("UK",)),
        ("sold up in Derby. new house in Whitby, finally", ("whitby",)),
        ("we moved into a shared flat in Utrecht in june", ("utrecht",)),
        ("been in Nairobi 6 yrs now", ("nairobi",)),
        # what one studies, said with "i study"
        ("i study geology at Uppsala", ("geology", "uppsala")),
    ],
)
def test_a_move_home_or_study_said_in_passing(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("new place in town does amazing ramen", "lives"),  # a restaurant, not a home
        ("my cousin moved into a flat in Hull", "hull"),  # someone else's move
        ("we moved into a hotel in Porto for the week", "porto"),  # a stay
        ("i've been in bed 3 days with flu", "bed"),
        ("i study geology in the evenings", "geology"),  # when, not where
        ("i study at home mostly", "studies"),
        ("our new flat in Bristol has damp", "damp"),  # the place ends before "has"
    ],
)
def test_look_alike_moves_and_studies(text: str, absent: str) -> None:
    titles = identity_titles(text)
    assert not [t for t in titles if absent in t.lower()], titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # "claims" as a noun is no reported speech
        ("i work in insurance and do motor claims in Cardiff", ("insurance",)),
        # school by its stage or place
        ("im in grad school, so money is tight", ("grad school",)),
        ("i'm a junior at Tufts", ("junior", "tufts")),
        ("third year at uni and still no idea", ("third year", "uni")),
        ("just started college in Denver", ("college", "denver")),
        ("i do my masters at TU Delft", ("master", "delft")),
    ],
)
def test_claims_obviously_and_school_in_passing(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    "text",
    [
        "my neighbour claims i'm a nurse",  # reported
        "i'm at uni rn, cant talk",  # where one is today
        "i'm in the library till 6",
        "i'm a senior developer at a bank in Oslo now",  # a job, not a class year
        "my son is in high school",  # someone else's school
    ],
)
def test_look_alike_school_and_reports(text: str) -> None:
    titles = identity_titles(text)
    assert not [
        t for t in titles if t.startswith(("Is in", "Is a senior", "Studies", "Works as a nurse"))
    ], titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # the trouble announced before one's own fact
        ("problem is im a baker so i start at 4am", ("baker",)),
        ("the only issue is i'm coeliac", ("coeliac",)),
        # a diagnosis or an allergy that came on
        ("i just got diagnosed with gestational diabetes at 30 weeks", ("gestational",)),
        ("i suddenly became allergic to latex", ("latex",)),
    ],
)
def test_a_fact_after_a_preface_or_a_diagnosis(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    "text",
    [
        "the problem is my landlord is a lawyer",  # someone else's job
        "problem is the boiler is ancient",
        "my daughter became allergic to eggs",  # hers, not the user's
    ],
)
def test_look_alike_prefaces_and_diagnoses(text: str) -> None:
    titles = identity_titles(text)
    assert not [t for t in titles if t.startswith(("Works as", "Is allergic"))], titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a team, a post with "the", a place worked in, a home shared with a relative
        ("im in the finance team at a shipping firm in Antwerp", ("finance team", "antwerp")),
        ("i'm on the HR team now", ("HR team",)),
        ("i'm the only IT guy at a school in Derry", ("IT guy", "school")),
        ("I'm the staff nurse on the night shift", ("staff nurse",)),
        ("working in Tromsø since 2019, mostly on boats", ("tromsø",)),
        ("my gran has dementia and lives with us in Falkirk", ("falkirk",)),
    ],
)
def test_work_and_home_in_passing(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("i'm on the netball team", "works"),  # a pursuit, not a job
        ("i'm the designated driver on the night shift", "driver"),
        ("i'm the only vegan at my office", "works"),
        ("working in the garden since lunch", "garden"),  # no place worked in
        ("working in retail since 2019", "works in retail since"),
        ("my brother lives with his girlfriend in Hull", "hull"),  # not the user's home
    ],
)
def test_look_alike_work_and_homes(text: str, absent: str) -> None:
    titles = identity_titles(text)
    assert not [t for t in titles if absent in t.lower()], titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # facts given as the reason for asking
        ("Im 41, married with three kids, is a mortgage realistic?", ("three kids",)),
        ("separated with a son, any tips for co-parenting?", ("son",)),
        ("I've been working remotely as a translator, how do I do taxes?", ("translator",)),
        ("just started my new job at a hospital in Cork, nervous!", ("hospital", "cork")),
        ("i do interior design, can you write my bio?", ("interior design",)),
        ("I sell scarves at craft fairs, how do I price them?", ("scarves",)),
        ("my parrot stopped talking since we moved to Izmir, why?", ("izmir",)),
    ],
)
def test_a_fact_given_as_the_reason_for_asking(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("i started at the bottom like everyone", "works at"),
        ("we started at 8 sharp", "works at"),
        ("i sell my old textbooks online", "sells"),  # one's own things: a one-off
        ("i do it all by hand", "works in"),
        ("mum is happier since my sister moved to Izmir", "lives in"),
        ("i'm married with no regrets", "has"),
    ],
)
def test_look_alike_reasons_for_asking(text: str, absent: str) -> None:
    titles = identity_titles(text)
    assert not [t for t in titles if absent in t.lower()], titles


@pytest.mark.parametrize(
    ("text", "first", "second"),
    [
        # a second fact of one's own after the first, in the same clause
        ("im 19 and just started my new job at a garage in Hull", "19", "garage"),
        ("i'm a student working part time at a garden centre", "student", "garden centre"),
        ("im a paramedic and live with my grandparents", "paramedic", "grandparents"),
    ],
)
def test_a_second_fact_read_on(text: str, first: str, second: str) -> None:
    titles = identity_titles(text)
    assert has_all(titles, (first,)) and has_all(titles, (second,)), titles


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("my brother is a chef and works in Oslo", "works in oslo"),  # the brother's
        ("i'm a nurse and working nights this week", "nights"),  # a week's shifts
    ],
)
def test_no_second_fact_of_someone_else(text: str, absent: str) -> None:
    titles = identity_titles(text)
    assert not [t for t in titles if absent in t.lower()], titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # the role one speaks from, then the user speaking
        ("as a midwife, i never get weekends", ("midwife",)),
        ("As a welder I go through gloves fast, any brands?", ("welder",)),
        ("being a pharmacist in Kraków, I get this question a lot", ("pharmacist",)),
        ("as a plumber, how do i price call-outs?", ("plumber",)),
    ],
)
def test_the_role_one_speaks_from(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    "text",
    [
        "As an architect, can you look at my floor plan?",  # asked of the assistant
        "as a chef, what would you cook tonight?",
        "as a kid i wanted to be a pilot",  # no role
        "as a vet, you must see this all the time",
    ],
)
def test_a_role_asked_of_the_assistant_is_not_the_users(text: str) -> None:
    titles = identity_titles(text)
    assert not [t for t in titles if t.startswith("Works as")], titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # at home or out of work
        ("full-time dad here, twins keep me busy", ("dad",)),
        ("im a homemaker so my days are flexible", ("homemaker",)),
        ("i'm out of work at the moment, need a cheap meal plan", ("out of work",)),
        # a language by its place in one's life, living abroad, gig work by its platform
        ("portuguese is my second language", ("portuguese",)),
        ("i'm a Kenyan expat in Doha", ("doha",)),
        ("i do lyft on weekends", ("lyft",)),
        ("i do food deliveries on my scooter for wolt", ("wolt",)),
    ],
)
def test_plain_facts_of_ones_life(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("my aunt is a homemaker", "Is a homemaker"),  # someone else's
        ("unemployed people get a discount here", "Is out of work"),
        ("i do love uber, so handy", "Drives for"),  # a liking, not work
    ],
)
def test_look_alike_facts_of_life(text: str, absent: str) -> None:
    titles = identity_titles(text)
    assert not [t for t in titles if t.startswith(absent)], titles


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # working for oneself, in a voice of its own
        ("i work for myself these days", "Is self-employed"),
        ("im my own boss now", "Is self-employed"),
        ("i have my own tiling business", "Runs their own tiling business"),
        ("i run my own bike shop", "Runs their own bike shop"),
    ],
)
def test_working_for_oneself(text: str, expected: str) -> None:
    assert expected in identity_titles(text)


@pytest.mark.parametrize("text", ["i have my own room at last", "i have my own opinion on that"])
def test_own_things_are_no_business(text: str) -> None:
    assert not identity_titles(text)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # how long in a named place, a move after a leading phrase, work on a visa
        ("four years in Lyon now and my French is still bad", ("lyon",)),
        ("after six years in Perth we moved back to Cork", ("cork",)),
        ("im Chilean, working in Norway on a work permit", ("norway",)),
    ],
)
def test_life_abroad_in_passing(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("3 years in uni and still broke", "lives in"),  # no place named
        ("after the funeral my cousin moved to Rome", "rome"),  # someone else's move
        ("working in Excel all day", "excel"),  # no visa, no since: a tool
    ],
)
def test_look_alike_life_abroad(text: str, absent: str) -> None:
    titles = identity_titles(text)
    assert not [t for t in titles if absent in t.lower()], titles
