"""Held-out set 49: Science, medicine and the lab.

PhD students and postdocs, lab technicians and biomedical scientists, junior doctors and medical
students, vets and vet nurses, pharmacists and pharmacy staff, field ecologists and geologists,
talking about papers, grants, rotas, fieldwork, conferences and pasted R/Python output.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`): the kinds of people from the theme and
   the chat hazards they bring, chosen from what such people really tell a chat assistant,
   not from what a program could match.
2. For each situation, the user's turns as a person would type them: run-on messages with
   several facts and a request, lowercase without apostrophes, typos, emoji and filler,
   sarcasm about reviewers, French and Spanish code-switching, German medical terms, facts
   given as the reason for a question, short fragment answers to the assistant's question,
   a voice-typed message without punctuation, a "sorry i meant" correction, a pasted Python
   traceback, pasted lmer and t-test output, a story request whose facts are fiction, a
   hypothetical wish, an abstract and a cover letter handed over to proofread, a leaflet
   handed over to translate, statements about PIs, labmates and supervisors, and two formal
   writers.
3. Labels written with each turn, asking what a careful human would note about this user
   in a long-term memory, following the label guide in docs/domain.md. Roughly
   37% of the user turns state nothing durable about the user and carry no label. 5
   conversations start with stored identity memories that a later turn takes back.
4. Written without reading the extractor, its rules or any other labelled set, and never
   measured before it was committed. A label that the extractor misses stays a miss.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "an arctic ecology PhD student pasting lmer output before a fieldwork trip",
    "a molecular biology lab technician troubleshooting gels",
    "a junior doctor dreading a first block of night shifts",
    "a medical student with an OSCE this week and an elective abroad coming up",
    "a vet nurse who has changed practice (stored employer taken back)",
    "a community pharmacist in Lyon switching between French and English",
    "a geology masters student voice-typing from a field mapping trip",
    "a formal postdoc handing over a grant abstract to proofread",
    "a bioinformatics PhD student pasting a Python traceback",
    "a vet student asking for a story about a fictional vet",
    "a hospital pharmacy technician who first daydreams about another career",
    "a researcher on a work permit complaining about her PI and a labmate",
    "a formal clinical pharmacist with a chronic condition asking about evidence",
    "a new postdoc who just moved cities after defending (stored city and role taken back)",
    "a vet whose own dog has died (stored pet taken back)",
    "a lab technician leaving industry for a PhD (stored employer taken back)",
    "a foundation doctor writing to the rota coordinator",
    "a soil ecology PhD student preparing a first conference poster",
    "a final-year medical student abroad handing over a leaflet to translate",
    "a freelance ecological consultant with a tick-borne illness behind her",
    "a farm vet who corrects where she works",
    "an early-career ecologist being sarcastic about reviewer 2",
    "a GP doing a part-time masters pasting t-test output",
    "a biomedical scientist on night shifts who climbs",
    "a neuroscience student answering in fragments about thesis chapters",
    "a linguistics PhD student who signs BSL writing an ethics application",
    "a newly qualified pharmacist job hunting with a cover letter to proofread",
    "an isotope geochemistry PhD student in the clean lab",
    "a paediatrics resident in Mexico writing in Spanglish",
    "a single-parent postdoc juggling nursery hours and timecourses",
    "a medical student whose diet changed after blood results (stored diet taken back)",
)

HOLDOUT49: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "ok so im a 2nd yr phd student, arctic plant ecology, and my supervisor wants "
                "mixed models for literally everything lol. is the random effect doing anything "
                "here??\n\nLinear mixed model fit by REML ['lmerMod']\n"
                "Formula: cover ~ warming + (1 | plot)\n"
                "Random effects:\n Groups   Name        Variance Std.Dev.\n"
                " plot     (Intercept) 0.412    0.642\n Residual             1.208    1.099\n"
                "Fixed effects:\n            Estimate Std. Error t value\n"
                "(Intercept)   3.1021     0.2874  10.794\nwarming       0.8843     0.3102   2.851",
                [("identity", "phd")],
            ),
            (
                A,
                "Yes - plot explains about a quarter of the variance (0.41 / 1.62), so keeping "
                "it is sensible. Warming has a clear positive effect.",
                [],
            ),
            (
                U,
                "ahh ok nice. also i fly to longyearbyen on the 3rd for 6 wks of fieldwork and "
                "ive never done arctic fieldwork before 😬 what do i actually need to pack",
                [("activity", "fieldwork")],
            ),
            (A, "Here's a packing list by category: base layers, insulation, shell...", []),
            (
                U,
                "thx but keep lists short pls, i read everything on my phone",
                [("preference", "short")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "my agarose gels keep coming out smeary. 1% gel, tae, 100V for 40 min. ladder "
                "looks fine but the samples are a mess, any ideas",
                [],
            ),
            (
                A,
                "Smearing usually points to degraded DNA or overloading. How much are you "
                "loading per lane?",
                [],
            ),
            (
                U,
                "like 500ng?? idk honestly, im the lab technician here so everyone just dumps "
                "their minipreps on me and expects magic 🙃",
                [("identity", "technician")],
            ),
            (A, "Try 100-200 ng and check the DNA on a nanodrop first.", []),
            (
                U,
                "ok will try. unrelated but ive been vegan like 4 yrs and im sooo bored of "
                "hummus wraps, any quick lunches i can make the night before",
                [("identity", "vegan")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "FY1 doctor here, gen med rotation at a big london trust. got my first set of "
                "nights starting monday (4 x 12.5h) and im lowkey terrified. how do ppl sleep "
                "in the day",
                [("identity", "doctor"), ("identity", "london"), ("activity", "nights")],
            ),
            (
                A,
                "Blackout curtains, an anchor sleep before the first night, earplugs. Do you "
                "live with other people?",
                [],
            ),
            (
                U,
                "yeah 3 housemates, none of them medics and theyre loud af",
                [("identity", "housemates")],
            ),
            (A, "Worth telling them your night dates and using a white noise app.", []),
            (
                U,
                "also whats a decent thing to eat at 3am that wont make me feel like death. "
                "im coeliac so the usual toast answer is out lol",
                [("identity", "coeliac")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "3rd year med student, OSCE on friday and my cardio exam is still a shambles. "
                "can u give me the checklist the way examiners actually want it",
                [("identity", "student"), ("activity", "osce")],
            ),
            (
                A,
                "Sure: introduce, consent, hand hygiene, general inspection, hands, pulse...",
                [],
            ),
            (
                U,
                "perfect ty. also doing an elective in cusco this summer so im trying to pick "
                "up spanish on duolingo, 47 day streak 💪",
                [("activity", "elective"), ("context", "spanish")],
            ),
            (A, "Nice! Happy to help with medical Spanish too.", []),
            (
                U,
                "later. for now can u quiz me on murmurs, i learn way better from questions "
                "than from reading notes",
                [("preference", "questions")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        existing=[
            ("m1", "Vet nurse at Greenfield Vets", "professional"),
            ("m2", "Has two cats", "personal"),
        ],
        turns=[
            (
                U,
                "update: i finally left greenfield!! started at an emergency vet hospital in "
                "leeds last week, mostly nights. any tips for owners who are panicking at 2am",
                [("retract", "greenfield"), ("identity", "emergency"), ("identity", "leeds")],
            ),
            (
                A,
                "Congrats on the move! Calm, short sentences help. What do you see most?",
                [],
            ),
            (
                U,
                "dogs that ate stuff tbh. grapes, socks, one lab ate a whole easter egg + the "
                "foil 😭",
                [],
            ),
            (A, "Ha, the classics. A simple script for triage calls might help.", []),
            (
                U,
                "how do i explain the cost of an emergency xray without sounding like a "
                "salesperson",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "bonjour! im a community pharmacist in lyon, ma pharmacie est dans le 7e. "
                "petite question: ibuprofène + sertraline, ok ou pas? patient au comptoir",
                [("identity", "pharmacist"), ("identity", "lyon")],
            ),
            (
                A,
                "Combining an NSAID with an SSRI raises bleeding risk, especially GI. "
                "Paracetamol is usually preferred.",
                [],
            ),
            (
                U,
                "ok merci. can you answer in french from now on? c'est plus simple pour moi "
                "au boulot",
                [("preference", "french")],
            ),
            (A, "Bien sûr, je vous réponds en français désormais.", []),
            (U, "parfait. et pour un patient sous AVK, même chose?", []),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "okay so I'm out in the field in the highlands right now mapping dalradian "
                "metasediments for my masters thesis and I keep getting strike and dip mixed "
                "up on my compass clinometer can you explain it like I'm five",
                [("context", "masters"), ("activity", "highlands")],
            ),
            (
                A,
                "Strike is the direction of a horizontal line on the bed; dip is how steeply it "
                "tilts, measured at right angles to strike.",
                [],
            ),
            (U, "got it thanks my phone is on 12 percent so keep it brief", []),
            (A, "Will do.", []),
            (
                U,
                "one more thing I'm red green colorblind so I can never tell epidote from "
                "chlorite in hand specimen any tricks",
                [("identity", "colorblind")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "Hello. I am a postdoctoral researcher in structural biology and my ERC "
                "Starting Grant deadline is 14 October. Could you proofread the following "
                "abstract?\n\n'We are a team of three investigators based in Heidelberg. Our "
                "laboratory has solved twelve cryo-EM structures of membrane transporters, and "
                "we now propose to capture their conformational cycle in native lipid "
                "environments.'",
                [("identity", "structural"), ("activity", "grant")],
            ),
            (
                A,
                "Suggested edits: 'Our laboratory has determined twelve cryo-EM structures...' "
                "and consider opening with the scientific question.",
                [],
            ),
            (
                U,
                "Thank you. Please keep British spelling throughout; I am applying from a UK "
                "institution.",
                [("preference", "british"), ("identity", "uk")],
            ),
            (A, "Understood - British spelling retained throughout.", []),
            (U, "That is very helpful.", []),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "why does this keep happening\n\nTraceback (most recent call last):\n"
                '  File "qc.py", line 41, in <module>\n'
                "    adata = adata[adata.obs['n_genes'] > 200, :]\n"
                '  File ".../pandas/core/frame.py", line 3761, in __getitem__\n'
                "    indexer = self.columns.get_loc(key)\nKeyError: 'n_genes'",
                [],
            ),
            (
                A,
                "After sc.pp.calculate_qc_metrics the column is called 'n_genes_by_counts', not "
                "'n_genes'. Quick background: AnnData stores...",
                [],
            ),
            (
                U,
                "omg yes. ok im a bioinformatics phd so u can skip the basics, just give me "
                "code no essays",
                [("identity", "bioinformatics"), ("preference", "code")],
            ),
            (A, "adata = adata[adata.obs['n_genes_by_counts'] > 200, :]", []),
            (U, "ty ❤️", []),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "write me a short story: dr amara okafor is a 52 yo large animal vet in rural "
                "wales, she has three sheepdogs and is allergic to cats lol. she gets called "
                "out at midnight to a nightmare calving",
                [],
            ),
            (A, "The phone rang at 11:58, as it always seemed to...", []),
            (
                U,
                "love it. make her grumpier and give her a husband whos a retired geologist",
                [],
            ),
            (A, "Revised: Amara glared at the phone. Gareth, still in his slippers...", []),
            (
                U,
                "haha shes basically me in 30 yrs. final year vet student at bristol rn, "
                "seeing practice every holiday",
                [("identity", "student"), ("identity", "bristol")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "sometimes i wish id just done engineering. if i was an engineer id be on double "
                "the money and living in zurich with a boat 😂",
                [],
            ),
            (A, "Ha, the grass is always greener. What's going on?", []),
            (
                U,
                "anyway. pharmacy tech at a hospital in manchester and our robot dispenser is "
                "down AGAIN. how do i write an incident report that doesnt sound whiny",
                [("identity", "pharmacy"), ("identity", "manchester")],
            ),
            (A, "Stick to facts: time, impact on patients, actions taken.", []),
            (U, "its the third time this month ngl", []),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "my PI is honestly a nightmare. shes on 4 grant panels, rewrites every figure at "
                "11pm and is allergic to the word no. my labmate priya is literally quitting",
                [],
            ),
            (A, "That sounds exhausting. Have you considered leaving too?", []),
            (
                U,
                "cant, my visa is tied to this position 😅 indian passport, here in the "
                "netherlands on a kennismigrant permit",
                [("identity", "indian"), ("identity", "netherlands")],
            ),
            (A, "That makes it harder. Setting boundaries is still possible.", []),
            (
                U,
                "how do i say no to her without ending up on her bad side. reply in bullet "
                "points pls",
                [("preference", "bullet")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                "Good afternoon. I am a clinical pharmacist specialising in oncology, and I "
                "have type 1 diabetes myself. I would like a summary of the evidence on "
                "dexamethasone-induced hyperglycaemia in patients receiving chemotherapy.",
                [("identity", "pharmacist"), ("identity", "diabetes")],
            ),
            (
                A,
                "Dexamethasone raises post-prandial glucose most, typically peaking in the "
                "afternoon...",
                [],
            ),
            (
                U,
                "Thank you. In general I prefer references with DOIs, as I always check the "
                "primary literature.",
                [("preference", "doi")],
            ),
            (A, "Noted - here are the key studies with DOIs.", []),
            (U, "I shall look into these. Much appreciated.", []),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        existing=[
            ("m1", "Lives in Boston", "personal"),
            ("m2", "PhD student in immunology", "professional"),
        ],
        turns=[
            (
                U,
                "defended my phd last month!!! 🎉 dr me now lol. moved to san diego 2 wks ago "
                "for a postdoc at scripps, still living out of boxes",
                [
                    ("retract", "boston"),
                    ("retract", "student"),
                    ("identity", "phd"),
                    ("identity", "postdoc"),
                    ("identity", "diego"),
                ],
            ),
            (A, "Congratulations, Dr! What can I help with?", []),
            (
                U,
                "whats a good neighborhood for someone with no car who bikes everywhere",
                [("identity", "car")],
            ),
            (A, "North Park and Hillcrest are bikeable; La Jolla is close to Scripps.", []),
            (
                U,
                "la jolla is nice ngl but postdoc salary lmao. oh and i surf (badly) so "
                "beach access is a plus",
                [("identity", "surf")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        existing=[
            ("m1", "Has a dog named Biscuit", "personal"),
            ("m2", "Veterinary surgeon", "professional"),
        ],
        turns=[
            (
                U,
                "we had to put biscuit to sleep on saturday. 14 yrs. ive euthanised hundreds of "
                "animals at work and it still wrecked me doing my own",
                [("retract", "biscuit"), ("experience", "biscuit")],
            ),
            (A, "I'm so sorry. Being the vet for your own pet is uniquely hard.", []),
            (
                U,
                "how do i explain it to my son (6) and daughter (9), they keep asking when "
                "shes coming home",
                [("identity", "son"), ("identity", "daughter")],
            ),
            (A, "Use clear words like 'died' rather than 'went to sleep'...", []),
            (U, "thank u. sorry for trauma dumping on a chatbot lol", []),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        existing=[
            ("m1", "Lab technician at Pfizer", "professional"),
            ("m2", "Lives in Sandwich, Kent", "personal"),
        ],
        turns=[
            (
                U,
                "handed in my notice at pfizer 🫡 starting a phd in medicinal chemistry at "
                "nottingham in september. still in kent till august tho",
                [("retract", "pfizer"), ("context", "chemistry")],
            ),
            (A, "Big step - congratulations! How are you feeling about it?", []),
            (
                U,
                "excited but the stipend is like £19k. is that liveable in nottingham with a cat",
                [("identity", "cat")],
            ),
            (A, "Yes, with a shared house it is manageable; budget for vet insurance.", []),
            (U, "what should i read before i start, my organic synthesis is rusty af", []),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "FY2 doctor in glasgow, on surgical rotation till feb then A&E. need to email "
                "the rota coordinator to swap 2 weekends bc my sisters wedding is 22 nov",
                [
                    ("identity", "doctor"),
                    ("identity", "glasgow"),
                    ("context", "surgical"),
                    ("activity", "wedding"),
                ],
            ),
            (
                A,
                "Draft: 'Dear Rota Coordinator, I'm so sorry to bother you, I wondered if it "
                "might possibly be...'",
                [],
            ),
            (
                U,
                "make it less grovelling pls, i hate sounding apologetic in emails",
                [("preference", "apologetic")],
            ),
            (A, "Revised: 'I'd like to request a swap for the weekends of...'", []),
            (U, "perfect, sending it", []),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "presenting my first ever poster at a conference in lisbon in june!! its on "
                "soil microbiomes in burnt peatlands, my whole phd basically. how big do i print",
                [("activity", "poster"), ("context", "peatlands")],
            ),
            (A, "Check the conference guidelines; A0 portrait is the most common.", []),
            (
                U,
                "A0 portrait yeah. and can u put comparisons in a table from now on, i take in "
                "tables way better than paragraphs",
                [("preference", "table")],
            ),
            (A, "Sure - here's a table of print options.", []),
            (
                U,
                "also is it weird to wear trainers to a conference, i have a dodgy knee so "
                "heels are a no",
                [("identity", "knee")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        [
            (
                U,
                "hey can u translate this into german for a patient leaflet: 'If you have had a "
                "fever for more than three days, or you are pregnant, please speak to your "
                "doctor before taking this medicine.'",
                [],
            ),
            (
                A,
                "'Wenn Sie länger als drei Tage Fieber haben oder schwanger sind, sprechen Sie "
                "bitte vor der Einnahme mit Ihrem Arzt.'",
                [],
            ),
            (
                U,
                "danke! im doing my final year placement (KPJ) in vienna, my german is fine "
                "day to day but medical german is brutal lol",
                [("context", "placement"), ("identity", "vienna"), ("identity", "german")],
            ),
            (A, "That's a tough combination. Happy to help with phrasing.", []),
            (U, "is Beipackzettel the normal word or is that too casual", []),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "doing bat surveys in the new forest all summer (freelance ecological "
                "consultant). last yr i got lyme from a tick and was wiped out for 2 months so "
                "now i treat all my field kit with permethrin religiously. is it safe on my "
                "daughters clothes too when she tags along",
                [
                    ("identity", "consultant"),
                    ("context", "bat"),
                    ("experience", "lyme"),
                    ("identity", "daughter"),
                ],
            ),
            (
                A,
                "Once dry, permethrin-treated clothing is considered safe for children. Do you "
                "have cats at home? It's very toxic to them while wet.",
                [],
            ),
            (U, "no cats, just a very stupid spaniel", [("identity", "spaniel")]),
            (A, "Then you're fine - just let items dry fully before wearing.", []),
            (U, "lol ok thanks", []),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (
                U,
                "im a mixed practice vet in cork, mostly dairy. how do i talk a farmer into "
                "culling a lame cow hes attached to",
                [("identity", "vet")],
            ),
            (
                A,
                "Lead with welfare and the cow's pain rather than economics. How long has he "
                "had her?",
                [],
            ),
            (
                U,
                "sorry i meant kerry not cork!! been up since 4 with a calving, brain is mush",
                [("identity", "kerry")],
            ),
            (A, "No problem. How long has he had the cow?", []),
            (U, "11 years, shes basically a pet", []),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "oh i just LOVE when reviewer 2 asks me to 'consider citing' six papers by the "
                "same author 🙃🙃",
                [],
            ),
            (A, "A classic. Are the papers actually relevant?", []),
            (
                U,
                "two of them kind of are. its my first first-author paper tho, in revision at "
                "ecology letters, so i dont want to be rude. how do i push back politely",
                [("context", "paper")],
            ),
            (
                A,
                "Cite the two relevant ones and briefly explain why the others fall outside "
                "the scope.",
                [],
            ),
            (U, "ok thats good. sign it off as 'on behalf of all authors'", []),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "\tWelch Two Sample t-test\n\ndata:  hba1c by group\n"
                "t = -2.1345, df = 87.3, p-value = 0.03561\n"
                "alternative hypothesis: true difference in means is not equal to 0\n"
                "95 percent confidence interval:\n -0.6120 -0.0224\n"
                "sample estimates:\nmean in group control mean in group intervention\n"
                "             7.84                     7.52\n\n"
                "what does this actually mean? explain it like im a GP not a statistician",
                [("identity", "gp")],
            ),
            (
                A,
                "The intervention group's mean HbA1c was about 0.32 percentage points lower, "
                "and that difference is unlikely to be chance alone (p = 0.036).",
                [],
            ),
            (U, "so about 0.3 lower? is that clinically meaningful", []),
            (A, "It's modest; many trials treat 0.3-0.5 as the threshold.", []),
            (
                U,
                "ok. its for my dissertation, im doing an msc in clinical research part time "
                "alongside work",
                [("context", "msc")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "biomedical scientist in a hospital blood sciences lab here. rota just dropped "
                "and im on nights the whole week of the 14th ugh",
                [("identity", "biomedical"), ("activity", "nights")],
            ),
            (A, "Oof. Want a sleep plan for the week?", []),
            (
                U,
                "yeah and i boulder like 3x a week normally, can i keep that up on nights or "
                "will i die",
                [("identity", "boulder")],
            ),
            (A, "Drop to one or two lighter sessions, ideally after your main sleep.", []),
            (U, "tbf ill probably die either way, im 41 not 21 lol", [("identity", "41")]),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (U, "can u help me plan my thesis chapters", []),
            (A, "Sure! What's your field and how far along are you?", []),
            (
                U,
                "neuroscience. 4th yr, submitting in march",
                [("identity", "neuroscience"), ("activity", "march")],
            ),
            (A, "How many data chapters do you have?", []),
            (U, "3. one is basically a failed optogenetics experiment lol", []),
            (A, "Failed experiments can still make a strong chapter.", []),
            (U, "ok whats the order if the failed one came first chronologically", []),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "im doing a phd in linguistics on sign language phonology. im hearing but i "
                "sign bsl fluently, grew up with a deaf mum. can you help me word my ethics "
                "application around consent for deaf participants",
                [
                    ("identity", "linguistics"),
                    ("identity", "bsl"),
                    ("identity", "deaf"),
                    ("context", "ethics"),
                ],
            ),
            (A, "Of course. Will consent materials be available in BSL?", []),
            (U, "yep, bsl video + plain english versions. is that enough", []),
            (A, "That's good practice; also offer an interpreter at the consent meeting.", []),
            (
                U,
                "my supervisor thinks so but the committee is all hearing people whove never "
                "met a deaf person lmao",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                "just passed my pharmacy registration exam 🥳🥳 now job hunting, would much "
                "rather hospital than community tbh. can u look at my cover letter opening",
                [
                    ("identity", "registration"),
                    ("context", "job"),
                    ("preference", "hospital"),
                ],
            ),
            (A, "Congratulations! Paste it in.", []),
            (
                U,
                "'Dear Hiring Manager, I am writing to apply for the Rotational Pharmacist post. "
                "During my foundation training at a busy community pharmacy in Leicester, I "
                "developed a strong interest in antimicrobial stewardship.'",
                [],
            ),
            (A, "Solid. Consider naming the trust and one concrete achievement.", []),
            (U, "make it sound less like chatgpt wrote it lol", []),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "geochem phd, stuck in the clean lab all day doing zircon separations. i do "
                "parkrun every saturday morning just to see actual daylight lol",
                [("identity", "phd"), ("identity", "parkrun")],
            ),
            (A, "Sounds intense. What can I help with?", []),
            (
                U,
                "we're starting HF digestions next week and the safety video scared me. what "
                "ppe should i insist on",
                [],
            ),
            (
                A,
                "Full face shield, HF-rated gloves (double gloved), apron, and calcium gluconate "
                "gel within reach.",
                [],
            ),
            (
                U,
                "ty. and use metric pls, my supervisor is american and keeps saying inches",
                [("preference", "metric")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "hola! R2 pediatrics resident en guadalajara 👋 this saturday tengo guardia de "
                "36 horas 💀 quick q: dosis de paracetamol IV en neonatos a término?",
                [
                    ("identity", "pediatrics"),
                    ("identity", "guadalajara"),
                    ("activity", "saturday"),
                ],
            ),
            (A, "For term neonates, typically 10 mg/kg IV every 6 hours; check local policy.", []),
            (
                U,
                "gracias. from now on answer in spanish porfa, mi inglés médico es meh",
                [("preference", "spanish")],
            ),
            (A, "¡Claro! A partir de ahora te respondo en español.", []),
            (U, "y para un prematuro de 32 semanas?", []),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "postdoc in a cancer biology lab + single mum to a 2 yr old daughter. she "
                "starts nursery in september, hours are 8-6, but my timecourses need me in at "
                "7am and 9pm. how do other people manage this",
                [("identity", "postdoc"), ("identity", "daughter"), ("activity", "nursery")],
            ),
            (A, "Is there family nearby who could cover early or late slots?", []),
            (U, "no family here, we moved over from poland 3 yrs ago", [("identity", "poland")]),
            (A, "Then consider redesigning timepoints or asking for a shared protocol.", []),
            (
                U,
                "my PI is kind but he doesnt really get it, his wife stays home with their kids",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[30],
        existing=[
            ("m1", "Vegetarian", "personal"),
            ("m2", "Medical student in Leeds", "professional"),
        ],
        turns=[
            (
                U,
                "ok so my ferritin came back at like 8 and after a talk with my GP ive started "
                "eating fish again. pescatarian now i guess 🐟 lesson learned re iron",
                [
                    ("retract", "vegetarian"),
                    ("identity", "pescatarian"),
                    ("experience", "iron"),
                ],
            ),
            (A, "Sensible. Oily fish and shellfish are good for iron.", []),
            (U, "whats cheap and easy with just a microwave and one hob", []),
            (A, "Sardines on toast, salmon fillet microwaved in a parcel, tuna pasta...", []),
            (U, "no tuna pls i genuinely cant stand it", [("preference", "tuna")]),
        ],
    ),
]
