package com.example.icons

import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.SolidColor
import androidx.compose.ui.graphics.vector.ImageVector
import androidx.compose.ui.graphics.vector.path
import androidx.compose.ui.unit.dp

val TabIcons.Docs: ImageVector
    get() {
        if (_Docs != null) {
            return _Docs!!
        }
        _Docs = ImageVector.Builder(
            name = "Docs",
            defaultWidth = 24.dp,
            defaultHeight = 24.dp,
            viewportWidth = 30f,
            viewportHeight = 30f
        ).apply {
            path(
                stroke = SolidColor(Color(0xFF000000)),
                strokeLineWidth = 2f
            ) {
                moveTo(10f, 4f)
                horizontalLineTo(25f)
                verticalLineTo(22f)
            }
            path(
                stroke = SolidColor(Color(0xFF000000)),
                strokeLineWidth = 2f
            ) {
                moveTo(7f, 7f)
                horizontalLineTo(22f)
                verticalLineTo(25f)
            }
            path(
                stroke = SolidColor(Color(0xFF000000)),
                strokeLineWidth = 2f
            ) {
                moveTo(5f, 10f)
                horizontalLineTo(19f)
                verticalLineTo(27f)
                horizontalLineTo(5f)
                close()
            }
            path(
                stroke = SolidColor(Color(0xFF000000)),
                strokeLineWidth = 1f
            ) {
                moveTo(8f, 13.5f)
                horizontalLineToRelative(3f)
                moveToRelative(1f, 0f)
                horizontalLineToRelative(4f)
                moveToRelative(-8f, 3f)
                horizontalLineToRelative(5f)
                moveToRelative(1f, 0f)
                horizontalLineToRelative(2f)
                moveToRelative(-8f, 3f)
                horizontalLineToRelative(2f)
                moveToRelative(1f, 0f)
                horizontalLineToRelative(5f)
                moveToRelative(-8f, 3f)
                horizontalLineToRelative(4f)
            }
        }.build()

        return _Docs!!
    }

@Suppress("ObjectPropertyName")
private var _Docs: ImageVector? = null
