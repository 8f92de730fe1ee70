# Identity claims on the topic and the `identity_pending` extraction status: a topic's CEPA
# memories are written in parallel, its identity claims are applied per user in topic order.

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('memoryflow', '0009_counter_markers'),
    ]

    operations = [
        migrations.AddField(
            model_name='topic',
            name='identity_claims',
            field=models.JSONField(blank=True, default=None, null=True),
        ),
        migrations.AlterField(
            model_name='topic',
            name='extraction_status',
            field=models.CharField(choices=[('pending', 'Pending'), ('identity_pending', 'Identity Pending'), ('completed', 'Completed'), ('failed', 'Failed')], default='pending', max_length=16),
        ),
    ]
