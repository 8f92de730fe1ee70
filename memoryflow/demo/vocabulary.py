"""Slot vocabularies for the demo chat lines.

Each demo user draws one value per "persona" slot (job, city, relative…) once, so the facts
they state stay consistent across all their topics; "free" slots are drawn per line.
"""

from __future__ import annotations

# Word lists read better packed than one word per line.
# fmt: off
FIRST_NAMES = (
    "Ana", "Ben", "Chloe", "Dmitri", "Elif", "Farah", "Gabriel", "Hana", "Ivan", "Jonas",
    "Keiko", "Lucas", "Maya", "Nadia", "Omar", "Priya", "Quentin", "Rosa", "Samir", "Tess",
    "Uma", "Victor", "Wen", "Ximena", "Yusuf", "Zoe", "Aiko", "Bruno", "Carmen", "Diego",
    "Emma", "Felix", "Greta", "Hugo", "Ines", "Jamal", "Kofi", "Lena", "Mateo", "Noor",
)
LAST_NAMES = (
    "Almeida", "Brennan", "Costa", "Dubois", "Eriksen", "Fischer", "Garcia", "Haddad",
    "Ivanova", "Jensen", "Kowalski", "Lopez", "Moreau", "Nakamura", "Okafor", "Petrov",
    "Quinn", "Rossi", "Schmidt", "Tanaka", "Usman", "Varga", "Walsh", "Xu", "Yilmaz", "Zhang",
)
EMAIL_DOMAINS = ("example.com", "example.org", "example.net", "mail.example")

# (job, workplace) pairs keep statements plausible: no "surgeon at the bakery".
JOBS = (
    ("nurse", "the city hospital"), ("software engineer", "a fintech startup"),
    ("primary school teacher", "a school near the river"), ("data analyst", "an insurance company"),
    ("pharmacist", "a small pharmacy downtown"), ("civil engineer", "a bridge construction firm"),
    ("graphic designer", "a branding agency"), ("chef", "an Italian restaurant"),
    ("electrician", "a family business"), ("product manager", "a logistics company"),
    ("veterinarian", "an animal clinic"), ("accountant", "a mid-size audit firm"),
    ("librarian", "the university library"), ("physiotherapist", "a sports clinic"),
    ("journalist", "a local newspaper"), ("architect", "a studio that does social housing"),
    ("lab technician", "a genetics lab"), ("bus driver", "the municipal transport company"),
    ("UX researcher", "a healthcare app company"), ("site reliability engineer", "a cloud provider"),
)
CITIES = (
    "Porto", "Lisbon", "Berlin", "Hamburg", "Lyon", "Barcelona", "Valencia", "Milan",
    "Rotterdam", "Utrecht", "Copenhagen", "Gothenburg", "Krakow", "Vienna", "Dublin",
    "Edinburgh", "Toronto", "Montreal", "Austin", "Seattle", "Melbourne", "Osaka", "Seoul",
    "Nairobi", "Cape Town", "Sao Paulo", "Buenos Aires", "Mexico City",
)
RELATIVES = (
    "sister", "brother", "mom", "dad", "grandmother", "cousin", "aunt", "uncle",
    "daughter", "son", "best friend", "partner",
)
PARTNERS = ("partner", "wife", "husband", "girlfriend", "boyfriend", "two roommates")
PETS = (("dog", "Biscuit"), ("cat", "Miso"), ("dog", "Luna"), ("cat", "Pepper"),
        ("rabbit", "Clover"), ("parrot", "Kiwi"), ("dog", "Rocky"), ("cat", "Tofu"))
LANGUAGES = ("Portuguese", "German", "French", "Spanish", "Italian", "Dutch", "Polish",
             "Japanese", "Korean", "Swahili", "Turkish", "Arabic")
HOBBIES = ("bouldering", "sourdough baking", "trail running", "watercolor painting",
           "playing the cello", "birdwatching", "chess", "salsa dancing", "woodworking",
           "open-water swimming", "gardening", "photography", "knitting", "cycling")
# (what, short name, the verb people use for it): "I'm writing my thesis on coral reefs".
PROJECTS = (
    ("my thesis on coral reefs", "the thesis", "writing"),
    ("a mobile app for tracking medication", "the medication app", "building"),
    ("the migration of our billing system to Postgres", "the billing migration", "leading"),
    ("a grant proposal for a community garden", "the grant proposal", "writing"),
    ("a novel set in 1920s Lisbon", "the novel", "writing"),
    ("the renovation of our kitchen", "the kitchen renovation", "planning"),
    ("a podcast about local history", "the podcast", "recording"),
    ("a dashboard for the hospital's bed occupancy", "the dashboard", "building"),
    ("my portfolio website", "the portfolio", "redesigning"),
    ("an open-source library for parsing invoices", "the invoice parser", "maintaining"),
    ("the onboarding guide for new nurses", "the onboarding guide", "writing"),
    ("a small online shop for my ceramics", "the ceramics shop", "setting up"),
)
RACES = ("half marathon", "10k race", "triathlon", "trail race", "charity 5k")
EVENTS = ("job interview", "driving test", "piano recital", "conference talk",
          "final exam", "team offsite", "performance review", "citizenship interview")
DAYS = ("on Monday", "on Tuesday", "on Wednesday", "on Thursday", "on Friday",
        "on Saturday", "on Sunday", "next week", "tomorrow", "this weekend",
        "at the end of the month", "next month")
CLOCK_TIMES = ("at 7am", "at 9:30", "at noon", "at 3pm", "at 6:15pm", "at 8pm")
DATES = ("March 3rd", "April 12th", "May 20th", "June 7th", "July 15th", "September 2nd",
         "October 28th", "November 9th", "December 1st")
DISLIKES = ("emojis", "long introductions", "exclamation marks", "marketing tone",
            "tables", "jargon", "motivational quotes", "American date formats")
FOODS = ("lentil soup", "pad thai", "shakshuka", "mushroom risotto", "banana bread",
         "chickpea curry", "ramen", "gazpacho", "pierogi", "fish tacos")
CONCEPTS = ("compound interest", "database indexes", "photosynthesis", "inflation",
            "the Krebs cycle", "vector embeddings", "mortgage amortization", "TCP handshakes",
            "sourdough fermentation", "the Monty Hall problem", "git rebase", "VAT refunds")
LESSONS = (
    ("the API kept timing out", "batching the inserts fixed the timeout"),
    ("my sourdough was flat", "a longer cold proof made all the difference"),
    ("I kept missing deadlines", "blocking two focus hours every morning works for me"),
    ("the night shifts wrecked my sleep", "blackout curtains and no coffee after 2pm help a lot"),
    ("my knee hurt after long runs", "strength training twice a week stopped the pain"),
    ("the deploy broke on Fridays", "we should never deploy after Thursday noon"),
    ("my plants kept dying", "I was overwatering them"),
    ("the kids ignored the chore chart", "a small weekly reward worked better than reminders"),
    ("I froze during presentations", "rehearsing out loud three times calms me down"),
    ("the tests were flaky", "fixing the clock in tests removed the flakiness"),
)
TRAVEL = ("Japan", "Iceland", "Morocco", "Peru", "Vietnam", "Norway", "Greece", "Mexico",
          "Scotland", "New Zealand", "Portugal", "Canada")
# fmt: on
