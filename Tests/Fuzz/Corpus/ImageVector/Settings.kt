package com.example.icons

import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.PathFillType
import androidx.compose.ui.graphics.SolidColor
import androidx.compose.ui.graphics.vector.ImageVector
import androidx.compose.ui.graphics.vector.path
import androidx.compose.ui.unit.dp

val TabIcons.Settings: ImageVector
    get() {
        if (_Settings != null) {
            return _Settings!!
        }
        _Settings = ImageVector.Builder(
            name = "Settings",
            defaultWidth = 24.dp,
            defaultHeight = 24.dp,
            viewportWidth = 30f,
            viewportHeight = 30f
        ).apply {
            path(
                fill = SolidColor(Color(0xFF000000)),
                pathFillType = PathFillType.EvenOdd
            ) {
                moveTo(13f, 5.2f)
                verticalLineTo(2f)
                horizontalLineToRelative(4f)
                verticalLineTo(5.2f)
                arcToRelative(10f, 10f, 0f, false, true, 3.51f, 1.46f)
                lineToRelative(2.27f, -2.27f)
                lineToRelative(2.83f, 2.83f)
                lineTo(23.34f, 9.49f)
                arcTo(10f, 10f, 0f, false, true, 24.8f, 13f)
                horizontalLineTo(28f)
                verticalLineToRelative(4f)
                horizontalLineTo(24.8f)
                arcToRelative(10f, 10f, 0f, false, true, -1.46f, 3.51f)
                lineToRelative(2.27f, 2.27f)
                lineToRelative(-2.83f, 2.83f)
                lineToRelative(-2.27f, -2.27f)
                arcTo(10f, 10f, 0f, false, true, 17f, 24.8f)
                verticalLineTo(28f)
                horizontalLineTo(13f)
                verticalLineTo(24.8f)
                arcToRelative(10f, 10f, 0f, false, true, -3.51f, -1.46f)
                lineTo(7.22f, 25.61f)
                lineTo(4.39f, 22.78f)
                lineToRelative(2.27f, -2.27f)
                arcTo(10f, 10f, 0f, false, true, 5.2f, 17f)
                horizontalLineTo(2f)
                verticalLineTo(13f)
                horizontalLineTo(5.2f)
                arcTo(10f, 10f, 0f, false, true, 6.66f, 9.49f)
                lineTo(4.39f, 7.22f)
                lineTo(7.22f, 4.39f)
                lineTo(9.49f, 6.66f)
                arcTo(10f, 10f, 0f, false, true, 13f, 5.2f)
                close()
                moveTo(15f, 10f)
                arcToRelative(5f, 5f, 0f, true, false, 0f, 10f)
                arcToRelative(5f, 5f, 0f, true, false, 0f, -10f)
                close()
            }
        }.build()

        return _Settings!!
    }

@Suppress("ObjectPropertyName")
private var _Settings: ImageVector? = null
