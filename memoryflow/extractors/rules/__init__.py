"""Patterns of the rule-based extractor, one module per kind of statement."""
