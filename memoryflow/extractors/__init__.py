"""Memory extractors and persona composers: pure Python, no database.

The services layer loads messages and memories, calls these, and persists the results:

    extractor = factory.get_extractor(settings=django.conf.settings)
    window = base.fit_to_budget(messages, extractor.context_budget_chars)
    found = extractor.extract_topic(messages=window, layers=requested)  # per topic, pure
    edits = extractor.reconcile_identity(  # per user, topic after topic
        claims=found.identity_claims, existing_identity=identities, messages=window
    )

    base.py        the interface (`Extractor`, the item and claim types, the errors)
    llm_config.py  `LLMConfig`: the LLM extractor's settings
    factory.py     `get_extractor` and `get_persona_composer`: which implementation the
                   settings choose
    rule_based.py  the extractor without an LLM (its rules in rules/); llm.py the LLM one
    persona.py     the template persona composer; llm_persona.py the LLM one

This package imports none of its modules: each name is imported from the module that
defines it, so importing the interface loads no implementation.
"""
