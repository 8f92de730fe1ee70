"""Jobs and studies read by the shape of the sentence (`rules/role_shapes.py`), written
before the rules: a lead-in before the job, the article dropped or describing words stacked,
work named by what one does and for whom, a job held before by its years and place, retired
from a job, the workplace a job is at, a year of study and its subject, a vehicle driven for
work. Each class has phrasings that must give one identity title with every listed word, and
look-alikes that must give no such title."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import has_all, identity_titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a lead-in before the job
        ("by day I'm a paralegal, by night I write comics", ("paralegal",)),
        ("by day im a radiographer in Swindon", ("radiographer", "swindon")),
        ("irl im a plumber lol", ("plumber",)),
        ("professionally I'm a sound engineer", ("sound engineer",)),
        # the article dropped, describing words stacked
        ("I am mechanical engineer working for a mining company", ("engineer", "mining company")),
        ("I am senior accountant at a shipping firm", ("accountant", "shipping firm")),
        ("I'm a paediatric intensive care nurse", ("nurse",)),
        ("I am a consultant forensic psychiatrist.", ("psychiatrist",)),
        ("I'm a freelance wedding videographer", ("videographer",)),
        # work named by what one does, and for whom or where
        ("I do frontend for a small edtech startup", ("frontend", "startup")),
        ("i do payroll for a charity in Hull", ("payroll", "hull")),
        ("I do marketing at a law firm", ("marketing", "law firm")),
        ("i do underwriting in bristol, boring but stable", ("underwriting", "bristol")),
        ("I do devops for a bank", ("devops", "bank")),
        # a subject taught and where
        ("i teach pilates in Canterbury", ("pilates", "canterbury")),
        ("I teach violin at a music school", ("violin", "music school")),
        ("I teach biology in Mombasa", ("biology", "mombasa")),
        # "work as" without the article, a manner of working, a trade, a job in passing
        ("I work as electrician in Muscat", ("electrician", "muscat")),
        ("i freelance as a translator", ("freelance translator",)),
        ("I'm self-employed as a plasterer", ("self-employed plasterer",)),
        ("carpenter by trade", ("carpenter",)),
        ("I'm a chemist by training", ("chemist",)),
        ("my work as a social worker is draining", ("social worker",)),
        ("honestly in my job as a dispatcher you hear everything", ("dispatcher",)),
        # a job held before, by its years and place
        ("I worked 8 years in Doha as a plumber", ("plumber", "doha")),
        ("i worked four years in Riyadh as driver", ("driver", "riyadh")),
        ("I worked as a welder in Perth for 12 years", ("welder", "perth")),
        # retired from a job
        ("retired firefighter from Halifax here", ("retired firefighter",)),
        ("I'm a retired schoolteacher", ("schoolteacher",)),
        ("retired midwife here", ("midwife",)),
        ("I am retired from the Post Office as sorting clerk", ("retired", "clerk")),
        # the workplace a job is at
        ("at least i still have my job at the garden centre", ("garden centre",)),
        ("just started my first job at a bank in Leeds", ("bank", "leeds")),
        ("i love my job at the library", ("library",)),
        ("i work nights at the hospital", ("hospital",)),
        ("I work shifts at a factory in Derby", ("factory", "derby")),
        ("I'm apprenticing at a joinery workshop", ("apprenticing", "workshop")),
        ("interning at a design studio", ("interning", "studio")),
        ("new gig roasting at a coffee roastery", ("roastery",)),
        # a year of study and its subject
        ("2nd yr civil at IIT Roorkee", ("civil", "IIT Roorkee")),
        ("im in final year pharmacy", ("pharmacy",)),
        ("I'm in my third year of architecture at Ulster", ("architecture", "ulster")),
        ("first year law at Glasgow", ("law", "glasgow")),
        ("dentistry 4th yr", ("dentistry",)),
        ("marine biology masters at Plymouth", ("marine biology", "plymouth")),
        ("a chemistry phd at Utrecht", ("chemistry", "utrecht")),
        # a line of work with its workplace, a post held, a class taught
        ("marketing at a craft brewery in Leith", ("marketing", "brewery", "leith")),
        ("compliance at an insurer, 5 yrs", ("compliance", "insurer")),
        ("I serve as imam of a small mosque in Leicester", ("imam", "mosque")),
        ("I serve as treasurer for the parish council", ("treasurer", "parish council")),
        ("my 5th graders, they are wild", ("5th grade",)),
        ("I'm a retired army sergeant", ("army sergeant",)),
        # another fact first, a hedge or someone addressed before the verb
        (
            "finally graduated and just started my first job at a law firm in Accra",
            ("law firm", "accra"),
        ),
        ("i actually teach ceramics in Oaxaca", ("ceramics", "oaxaca")),
        ("bro I drive a bus in Kigali", ("bus", "kigali")),
        ("I'm volunteering at a food bank now", ("food bank",)),
        # a new job by where it starts
        ("quit the call centre, starting at a bakery on monday", ("bakery",)),
        ("i'm starting at the council next week", ("council",)),
        ("gave notice and starting at a hotel in Galway from june", ("hotel", "galway")),
        # a vehicle driven for work
        ("I drive a rickshaw in Dhaka", ("rickshaw", "dhaka")),
        ("i drive a matatu in Nairobi", ("matatu", "nairobi")),
        ("I drive a jeepney in Manila", ("jeepney", "manila")),
    ],
)
def test_a_job_or_study_read_by_the_shape_of_the_sentence(
    text: str, words: tuple[str, ...]
) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a lead-in that is no job: a trait, a pastime
        ("by day im a total zombie", ("zombie",)),
        ("irl im a big reader", ("reader",)),
        # "I am <word>" that is no job
        ("I am better now", ("better",)),
        ("I'm a slow learner", ("learner",)),
        ("I am a first time buyer", ("buyer",)),
        # doing things that are no work
        ("I do yoga in Brighton", ("work", "yoga")),
        ("I do it for a friend", ("friend",)),
        ("i do the dishes at the cafe sometimes", ("dishes",)),
        # teaching that is no job
        ("I teach my son to swim", ("swim",)),
        # working before without years or place
        ("I worked hard in Berlin", ("berlin",)),
        ("I worked late in the office as usual", ("usual",)),
        # retired things that are not jobs
        ("retired my old laptop", ("laptop",)),
        # a job elsewhere
        ("my sister has a job at the bank", ("bank",)),
        ("eating at a restaurant in Soho", ("restaurant",)),
        # a year that is no study
        ("first year teaching and im exhausted", ("teaching",)),
        ("second year running we went to Crete", ("running",)),
        ("3rd year in a row", ("row",)),
        # a post, a class, a field that is no job of the user's
        ("dinner at a restaurant in Leith", ("restaurant",)),
        ("I serve as a reminder to my kids", ("reminder",)),
        ("my sister and just started her job at a bank", ("bank",)),
        ("I'm a retired old grump", ("grump",)),
        # "as" that names no job of the user's
        ("my son's job as a lifeguard starts soon", ("lifeguard",)),
        ("work as a receptionist at a dental clinic", ("work as",)),
        ("my old job as a cashier was awful", ("works as a cashier",)),
        # a start that is no new job
        ("my son is starting at a new school on monday", ("school",)),
        ("starting at the gym tomorrow", ("gym",)),
        ("starting at the beginning", ("beginning",)),
        # driving for oneself
        ("I drive a Toyota in Denver", ("toyota",)),
    ],
)
def test_a_look_alike_gives_no_such_title(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert not has_all(titles, words), titles


def test_a_stacked_job_keeps_its_head_not_its_first_word() -> None:
    titles = identity_titles("I am a consultant interventional radiologist.")
    assert has_all(titles, ("radiologist",)), titles
    assert not any(t.endswith("consultant") for t in titles), titles


def test_a_job_held_before_is_not_the_current_job() -> None:
    titles = identity_titles("I worked 5 years in Muscat as a carpenter.")
    assert any(t.startswith("Worked as") for t in titles), titles
