"""Short answers whose question is not the assistant's last sentence: a question the user put
off with one of their own and answers after the next exchange, a bare "where?" asked after
the user named their job, someone at home asked about mid-turn, where the family is from.
Each case has a look-alike that must not be read that way."""

from __future__ import annotations

from tests.extractors.test_rule_identity_classes import has_all, identity_titles

A = "assistant"


def test_an_answer_after_the_users_own_question_answers_the_first_question() -> None:
    titles = identity_titles(
        (A, "Happy to help with the quote. Which town are you in? Where do you live?"),
        "is it cheaper to hire a van or a courier?",
        (A, "Usually a courier for a few boxes."),
        "dundee",
    )
    assert has_all(titles, ("dundee",))


def test_a_new_question_replaces_the_one_put_off() -> None:
    titles = identity_titles(
        (A, "Where do you live?"),
        "is it cheaper to hire a van or a courier?",
        (A, "Usually a courier. What are you moving?"),
        "dundee stuff mostly",
    )
    assert not has_all(titles, ("dundee",))


def test_an_answer_given_straight_away_is_not_read_again_later() -> None:
    titles = identity_titles(
        (A, "Where do you live?"),
        "near the coast, not saying more",
        (A, "Fair enough. Anything else?"),
        "oban",
    )
    assert not has_all(titles, ("oban",))


def test_a_bare_where_after_a_job_asks_where_the_job_is() -> None:
    titles = identity_titles(
        (A, "What do you do for a living?"),
        "pastry chef",
        (A, "Lovely, where?"),
        "a bakery in galway",
    )
    assert has_all(titles, ("works at", "galway"))


def test_a_bare_where_after_something_else_is_no_workplace() -> None:
    titles = identity_titles(
        (A, "Did you enjoy the trip?"),
        "loved it",
        (A, "Lovely, where?"),
        "a bakery in galway",
    )
    assert not any(t.startswith("Works at") for t in titles)


def test_someone_at_home_asked_about_is_the_users_relative() -> None:
    titles = identity_titles(
        (A, "That helps. Is there anyone else at home who could feed the cat at noon?"),
        "my flatmate, but she's away a lot",
    )
    assert has_all(titles, ("flatmate",))
    assert not has_all(
        identity_titles((A, "Is there anyone else at home who could help?"), "not really"),
        ("has",),
    )


def test_where_the_family_is_from_is_the_users_origin() -> None:
    titles = identity_titles((A, "Where is your family originally from?"), "tunis")
    assert has_all(titles, ("from", "tunis"))
