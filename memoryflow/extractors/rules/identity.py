"""Identity statements: what the user's messages say about who they are.

Two steps, both pure:

- `asserted_identity(messages)` reads the messages alone (no stored memories) and returns,
  in message order, every identity fact they assert or take back ("I'm a welder", "not in
  Rome anymore", "quit my job at Deloitte").
- `reconcile_identity(assertions, existing)` (in `identity_edits`) matches those against the
  user's stored identity memories and decides add / update / remove.

The first step reads message by message and clause by clause: what one clause states is
`identity_clauses.identity_facts`; facts said in pieces across a message are joined after
reading (`identity_merges`).

An LLM path or any other source of assertions can use the second step unchanged."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from memoryflow.extractors.base import ChatMessage
from memoryflow.extractors.rules.conversation import read_conversation
from memoryflow.extractors.rules.home_deixis import home_pointed_at
from memoryflow.extractors.rules.home_leaving import home_being_left
from memoryflow.extractors.rules.home_narrowing import narrowed_homes
from memoryflow.extractors.rules.home_ranks import stated_home_first
from memoryflow.extractors.rules.identity_allergy_lists import (
    allergens_listed,
    allergy_named_before,
    is_vague_allergy_fact,
    vague_allergy,
)
from memoryflow.extractors.rules.identity_assertion import IdentityAssertion
from memoryflow.extractors.rules.identity_clauses import identity_facts
from memoryflow.extractors.rules.identity_hive_counts import hives_counted
from memoryflow.extractors.rules.identity_kin_threads import (
    children_listed,
    engaged_to,
    known_relative,
    named_in_clause,
    without_told_relatives,
)
from memoryflow.extractors.rules.identity_me_included import me_included
from memoryflow.extractors.rules.identity_merges import (
    job_said_before,
    one_line_of_languages,
    one_pet_per_animal,
    one_retirement,
    one_title_per_job,
    pet_named,
    unnamed_pet,
)
from memoryflow.extractors.rules.identity_patterns import orig
from memoryflow.extractors.rules.identity_routines import routine_fact
from memoryflow.extractors.rules.identity_shared_pursuits import shared_with_me
from memoryflow.extractors.rules.identity_spoken import (
    forgotten_tongue,
    tongue_being_learnt,
    tongues_told,
)
from memoryflow.extractors.rules.identity_tongues import tongue_of_pronoun
from memoryflow.extractors.rules.identity_vetoes import group_head_count, unsaid_age
from memoryflow.extractors.rules.identity_work_frames import role_said_as, speaks_as_self
from memoryflow.extractors.rules.phrasing import capitalise
from memoryflow.extractors.rules.place_regions import region_joined
from memoryflow.extractors.rules.text import Clause

__all__ = ["asserted_identity"]

# "promoted", "made partner", "retired" (and in a few other languages) change the role too.
_CHANGE_WORDS = re.compile(
    r"\b(?:now|anymore|no longer|switched|became|new job|these days|promoted|made partner|"
    r"retired|retraite|jubilad[oa]|im ruhestand|in pensione|aposentad[oa])\b"
)


# "her name is Pepper", "he's called Max", "we named him Pickle": the pet just mentioned.
_PET_NAMED = re.compile(
    r"^(?:(?:her|his|its|their)\s+name(?:'s|\s+is)|(?:she|he|it)(?:'s|\s+is)\s+(?:called|named)|"
    r"(?:we|i)(?:'ve)?\s+(?:named|called)\s+(?:her|him|it))\s+"
    # a name of two words ("higgs boson"), or one set against a guess ("higgs not quark")
    r"(?P<name>[a-z][\w'-]*(?:\s+(?!not\b)[a-z][\w'-]*)?)(?:\s+not\s+[a-z][\w'-]*)?$"
)


_WORK_OR_HOBBY = frozenset({"hobby", "occupation", "employer", "business"})


def asserted_identity(messages: Sequence[ChatMessage]) -> list[IdentityAssertion]:
    """What the user's messages assert or take back about who they are, in order.

    Pure and independent of stored memories: the same messages always give the same
    assertions. Assistant and system turns are read only as context (role-play, the
    question a short answer replies to), never as statements about the user."""
    found: list[IdentityAssertion] = []
    pet_just_mentioned: IdentityAssertion | None = None
    speaking_as: tuple[str, Clause] | None = None  # "as a nurse," awaiting "I…"
    last: tuple[str, int, str] = ("", 0, "")  # the message, its first fact, the clause read
    allergy_pending = ""  # the message whose last clause was "allergic to everything"
    # the message and clause last read for facts (one taken as a pet's name, a fiancé or a
    # hive count is not): "everyone in my family has adhd, me included" looks back to it
    read_for_facts: tuple[str, Clause] | None = None
    for message, clause in read_conversation(messages):
        # only a place in brackets after "… here" is where one is: "dad here (Toronto)"
        before = last[2] if f"({clause.text.strip()})" in message.content else ""
        if last[0] == message.id and (joined := region_joined(clause, found[last[1] :], before)):
            found[last[1] :] = joined  # "in Westlands, Nairobi": the region joins its place
            last = ("", 0, "")
            continue
        # the clause just before in the same message, whatever it was read as
        said_before = last[2] if last[0] == message.id else ""
        last = (message.id, len(found), clause.lower)
        if speaking_as is not None and speaking_as[0] == message.id and speaks_as_self(clause):
            said_as = speaking_as[1]
            found += [IdentityAssertion(f, message.id, False, said_as.text) for f in role_said_as(said_as)]  # fmt: skip
        speaking_as = (message.id, clause) if clause.is_statement else None
        named = _PET_NAMED.match(clause.lower) if clause.is_statement else None
        if pet_just_mentioned is not None and named:
            name = capitalise(orig(clause, named, "name"))
            fact = pet_named(pet_just_mentioned.fact, name)
            found.append(replace(pet_just_mentioned, fact=fact, message_id=message.id,
                                 details=clause.text))  # fmt: skip
            pet_just_mentioned = None
            continue
        pet_just_mentioned = None
        if (
            found
            and found[-1].message_id == message.id
            and (to := engaged_to(found[-1].fact, clause))
        ):
            found[-1] = replace(found[-1], fact=to)  # "I got engaged!! 💍 to Priya"
            continue
        if (
            found
            and found[-1].message_id == message.id
            and (counted := hives_counted(found[-1].fact, clause))
        ):
            found[-1] = replace(found[-1], fact=counted)  # "We keep bees (about 12 hives)"
            continue
        group = read_for_facts if read_for_facts and read_for_facts[0] == message.id else None
        read_for_facts = (message.id, clause)
        if group is not None and (mine := me_included(group[1], clause)):
            facts = identity_facts(mine)  # "everyone in my family has adhd, me included"
        else:
            facts = [named_in_clause(f, clause) for f in identity_facts(clause)]
        if shared := shared_with_me(clause):
            # "he does parkrun with me most saturdays": the user's pursuit or routine too
            mine_too = identity_facts(shared)
            if not mine_too and (done_too := routine_fact(shared, message)):
                mine_too = [done_too]
            facts += mine_too
        if allergy_pending == message.id and (listed_allergens := allergens_listed(clause)):
            facts = listed_allergens  # "allergic to everything lol, shellfish and penicillin"
        else:
            allergy_pending = message.id if vague_allergy(clause) else ""
        if allergy_pending:
            facts = [f for f in facts if not is_vague_allergy_fact(f)]
        if not facts and (allergen := allergy_named_before(clause, said_before)):
            facts = [allergen]  # "no nut butter if its peanut, im allergic"
        if not facts and (tongue := tongue_of_pronoun(clause, message.content)):
            facts = [tongue]  # "…lines in Twi would be welcome; it is my mother tongue"
        if not facts and (pointed := home_pointed_at(clause, said_before, message.content)):
            facts = [pointed]  # "a polish company from poznan, thats home"
        if not facts and (left := home_being_left(clause, message.content)):
            facts = [left]  # "…fly my dog from mexico city to madrid? we're moving in october"
        # "explain it in spanish next time, its easier for me": read with the whole message
        said = {f.title.lower() for f in facts}
        facts += [f for f in tongues_told(clause, message.content) if f.title.lower() not in said]
        if listed := children_listed(clause, message.content):
            facts.append(listed)  # "The kids (Lena 15, Paul 12) are with me"
        # a clause that already says the user's work is not also a pastime: "i've been
        # driving for Uber for 3 years" is a job, not a habit kept up
        said = {f.slot for f in facts}
        if not said & _WORK_OR_HOBBY and (done := routine_fact(clause, message)):
            facts = [*facts, done]  # "i run every morning before class": who the user is
        for fact in facts:
            if unsaid_age(message.content, clause, fact):
                continue  # "22" answering "what's the water temperature?"
            if group_head_count(message.content, clause, fact):
                continue  # "i coach my son's under 10s team, 14 kids": the team's, not mine
            if forgotten_tongue(message.content, fact):
                continue  # "my french is so rusty, did 5 yrs at school and forgot all of it"
            if tongue_being_learnt(message.content, clause, fact):
                continue  # "my spanish is like A2, i want to get to B1": the learning
            if known_relative(fact, found):
                continue  # "my wife" again, after "my wife Linda" or an earlier mention
            if job_said_before(fact, [a for a in found if a.message_id != message.id]):
                continue  # "been plumbing 20 years" after "a self-employed plumber"
            found.append(
                IdentityAssertion(
                    fact=fact,
                    message_id=message.id,
                    changed=bool(_CHANGE_WORDS.search(clause.lower)),
                    details=clause.text,
                )
            )
            if unnamed_pet(found[-1]):
                pet_just_mentioned = found[-1]
    found = stated_home_first(without_told_relatives(found))  # not "Gojozaka" after "Kyoto"
    found = narrowed_homes(found, messages)  # "moved to the US … a job in jersey city"
    return one_retirement(one_line_of_languages(one_title_per_job(one_pet_per_animal(found))))
