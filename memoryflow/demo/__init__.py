"""Deterministic demo population: users, settings, topics and chat messages.

Used by `manage.py seed_demo`, the tests and the benchmarks. Everything is derived from one
seed, so the same arguments always produce the same rows (ids aside).

    population.py  who the users are (kinds, settings, signup times) and the presets
    corpus.py      chat lines: templates x vocabulary.py slots
    generator.py   the rows, built in memory
    loader.py      bulk inserts, summary; reset.py deletes a previous population

This package imports none of its modules: importing the corpus (as the benchmarks do)
loads no models, and each name is imported from the module that defines it.
"""
