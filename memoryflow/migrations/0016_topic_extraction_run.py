"""`topics.extraction_run_id`: the workflow run that last wrote a topic's extraction.

Added with a plain `ALTER TABLE … ADD COLUMN` on both databases: Django's AddField would
rebuild `topics` on SQLite, which fails while the counting triggers name the table (see
0014). Adding a column rebuilds nothing, and the triggers stay as they are.
"""

from __future__ import annotations

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("memoryflow", "0015_persona_version_run")]

    operations = [
        migrations.SeparateDatabaseAndState(
            database_operations=[
                migrations.RunSQL(
                    "ALTER TABLE topics ADD COLUMN extraction_run_id varchar(64) "
                    "NOT NULL DEFAULT ''",
                    "ALTER TABLE topics DROP COLUMN extraction_run_id",
                )
            ],
            state_operations=[
                migrations.AddField(
                    model_name="topic",
                    name="extraction_run_id",
                    field=models.CharField(blank=True, max_length=64),
                )
            ],
        )
    ]
